/**
 * Interface strings of the three forms that are not in content/forms.ts: accessible names, the
 * honeypot's label, notes and small status texts. Spec messages stay in content/forms.ts.
 */
export const formsUi = {
  /** Accessible names of the <form> elements. */
  formLabel: {
    newsletter: 'Get the ONAS AI Solutions Guide',
    contact: 'Contact request',
    vacancy: 'Vacancy submission',
  },
  /** Element ids of the <form> elements; the contact and vacancy pages give their sections the ids
   * contact-form and vacancy-form, so the forms inside them take other ids. (The API's no-JavaScript
   * redirect names a result message inside the form instead: #<form>-result-<code>.) */
  formId: {
    newsletter: 'newsletter-form',
    contact: 'contact-request-form',
    vacancy: 'vacancy-request-form',
  },
  /** Shown above the contact and vacancy fields. */
  requiredNote: 'All fields are required unless marked optional.',
  /** The honeypot field: hidden from view, left empty by people. */
  honeypotLabel: 'Leave this field empty',
  /** Terms checkbox: {before}<a>{link}</a>{after}; the link opens the privacy policy in a new tab. */
  terms: {
    before: 'I accept the ',
    link: 'terms and conditions and the Privacy Policy',
    after: '',
    href: '/privacy-policy/',
  },
  newTab: ' (opens in a new tab)',
  /** After the legend of the optional "How did you hear about us?" group. */
  optionalSuffix: ' (optional)',
  /** Under the file field once a file is chosen; {name} and {size} are replaced. */
  fileChosen: 'Selected: {name} ({size})',
} as const;
