/**
 * The form contract: every form string, option list, endpoint and limit, shared by the islands and (through
 * api/config/forms.json) the PHP API. Messages and option lists are the agreed exact wording; do not reword them.
 * Added beyond that wording: field labels/placeholders/button labels, and
 * `messages.vacancy.fileTooLarge`, which goes with the 5 MB upload limit.
 */

// ---------------------------------------------------------------------------------------------
// Option lists

const serviceOptions = ['Consulting', 'Staffing', 'Training', 'Software Development', 'Other'] as const;
const servicePlaceholder = 'Select Service';

const industryOptions = ['IT', 'Finance', 'Healthcare', 'Education', 'Manufacturing', 'Other'] as const;
const industryPlaceholder = 'Select Industry';

const heardFromOptions = ['Instagram', 'YouTube', 'LinkedIn', 'Referral', 'Other'] as const;

/** Accepted upload extensions, lower case, without the dot. */
export const acceptedFileTypes = ['pdf', 'doc', 'docx'] as const;

// ---------------------------------------------------------------------------------------------
// Constants

/** Success toast visible time. */
export const toastMs = 4000;
/** Largest accepted upload (vacancy form). */
const uploadLimitMb = 5;
export const uploadLimitBytes = uploadLimitMb * 1024 * 1024;

/** Longest accepted value of each kind of field, in characters (the inputs' maxLength and the API's check). */
export const limits = {
  name: 100,
  email: 254,
  /** The part of an e-mail address before the @. */
  emailLocal: 64,
  phone: 30,
  longText: 5000,
} as const;

/**
 * Anti-spam fields every form sends: `honeypot` is a hidden text field people leave empty; `startedAt`
 * is when the form was shown (ms since the epoch), so the API can flag answers sent too fast.
 */
export const guardFields = { honeypot: 'website', startedAt: 'startedAt' } as const;

/**
 * E-mail check (newsletter in the browser, every form on the server): a dot-atom local part, an @ and a
 * domain name with at least one dot. See isEmail in site/components/forms/rules.ts for the length limits.
 */
export const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const endpoints = {
  newsletter: '/api/newsletter.php',
  contact: '/api/contact.php',
  vacancy: '/api/vacancy.php',
} as const;

export const guideUrl = '/guide.pdf';
export const guideFileName = 'ONAS-AI-Solutions-Guide.pdf';
export const downloadGuideLabel = 'Download PDF Guide';

// ---------------------------------------------------------------------------------------------
// Request shapes (JSON bodies; the vacancy form is multipart)

export interface NewsletterRequest {
  email: string;
}

export interface ContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  service: string;
  message: string;
}
/** Vacancy form state; sent as multipart (see vacancyMultipart). */
export interface VacancySubmission {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  designation: string;
  industry: string;
  service: string;
  jobFile: File | null;
  notes: string;
  heardFrom: string[];
  terms: boolean;
}

/** Multipart part names that differ from the form-state keys. */
export const vacancyMultipart = {
  /** jobFile is sent under this name. */
  file: 'resume',
  /** One part per selected option. */
  heardFrom: 'heardFrom[]',
} as const;

// ---------------------------------------------------------------------------------------------
// Messages (exact wording)

export const messages = {
  newsletter: {
    emailRequired: 'Please enter your email.',
    emailInvalid: 'Please enter a valid email address.',
    success: 'Email sent successfully! Download your guide below.',
    failed: 'Failed to send email. Please try again.',
    error: 'Error sending email. Please try again later.',
  },
  contact: {
    required: 'Required',
    success: 'Request sent successfully!',
    /** Alerted when success is false and the server sent no message. */
    failed: 'Failed to send request.',
    /** Alerted on network failure. */
    error: 'Error sending request.',
  },
  vacancy: {
    required: 'Required',
    fileRequired: 'Please upload a file (PDF, DOC, DOCX)',
    fileType: 'Only PDF, DOC, or DOCX files are allowed',
    /** Added: goes with uploadLimitMb. */
    fileTooLarge: `The file is larger than ${uploadLimitMb} MB. Please upload a smaller file.`,
    termsRequired: 'You must accept terms and conditions',
    success: 'Form submitted successfully!',
    /** Alerted when success is false and the server sent no message. */
    failed: 'Failed to submit. Please try again.',
    /** Alerted on network failure. */
    error: 'Error submitting form. Please try again later.',
  },
  notFound: '404 - Page Not Found',
} as const;

// ---------------------------------------------------------------------------------------------
// Field labels

export interface FieldText {
  label: string;
  placeholder?: string;
  /** Short help under the field. */
  hint?: string;
}

export const newsletterForm = {
  email: { label: 'Work email', placeholder: 'you@company.com' } as const satisfies FieldText,
  submitLabel: 'Get the Guide',
  submittingLabel: 'Sending…',
  downloadLabel: downloadGuideLabel,
  guideUrl,
  guideFileName,
} as const;

export const contactForm = {
  fields: {
    firstName: { label: 'First Name' },
    lastName: { label: 'Last Name' },
    email: { label: 'Email', placeholder: 'you@company.com' },
    company: { label: 'Company' },
    service: { label: 'Service', placeholder: servicePlaceholder },
    message: { label: 'Message', placeholder: 'Tell us what you need and when you need it.' },
  } as const satisfies Record<keyof ContactRequest, FieldText>,
  serviceOptions,
  submitLabel: 'Send Request',
  submittingLabel: 'Sending…',
} as const;

export const vacancyForm = {
  fields: {
    firstName: { label: 'First Name' },
    lastName: { label: 'Last Name' },
    email: { label: 'Business Email', placeholder: 'you@company.com' },
    phone: { label: 'Phone' },
    company: { label: 'Company' },
    designation: { label: 'Designation' },
    industry: { label: 'Industry', placeholder: industryPlaceholder },
    service: { label: 'Service', placeholder: servicePlaceholder },
    jobFile: {
      label: 'Job Description or Resume',
      hint: `PDF, DOC or DOCX, up to ${uploadLimitMb} MB`,
    },
    notes: { label: 'Notes (optional)', placeholder: 'Role details, start date, location or anything else we should know.' },
    heardFrom: { label: 'How did you hear about us?' },
    terms: { label: 'I accept the terms and conditions and the Privacy Policy' },
  } as const satisfies Record<keyof VacancySubmission, FieldText>,
  industryOptions,
  serviceOptions,
  heardFromOptions,
  submitLabel: 'Submit Vacancy',
  submittingLabel: 'Submitting…',
} as const;

// ---------------------------------------------------------------------------------------------
// The API's rules (api/lib/Forms.php reads them from api/config/forms.json, written from this module
// by `npm run forms`; test/unit/forms/contract.test.ts fails when that file is stale).

export type FormName = keyof typeof endpoints;

/** One field as the API checks it. Labels name the field in the API's messages ("First name is required."). */
export interface ServerField {
  label: string;
  kind: 'text' | 'email' | 'option' | 'options' | 'consent';
  required?: boolean;
  /** Longest value, in characters. */
  max?: number;
  /** Line breaks allowed. */
  multiline?: boolean;
  options?: readonly string[];
  /** A regular expression source the whole value must match, and the message ending when it does not. */
  pattern?: string;
  patternHint?: string;
  /** Wording that replaces the API's default message. */
  messages?: { required?: string; invalid?: string };
}

const nameField = (label: string): ServerField => ({ label, kind: 'text', required: true, max: limits.name });
const emailField = (label: string, fieldMessages?: ServerField['messages']): ServerField => ({
  label,
  kind: 'email',
  required: true,
  max: limits.email,
  ...(fieldMessages ? { messages: fieldMessages } : {}),
});
const optionField = (label: string, options: readonly string[]): ServerField => ({ label, kind: 'option', required: true, options });
const longTextField = (label: string, required: boolean): ServerField => ({ label, kind: 'text', required, max: limits.longText, multiline: true });

/** Digits, spaces and + - ( ) . only. */
const phonePattern = /^[0-9 +\-().]+$/;

export const serverFields = {
  newsletter: {
    email: emailField('Email', { required: messages.newsletter.emailRequired, invalid: messages.newsletter.emailInvalid }),
  },
  contact: {
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    email: emailField('Email'),
    company: nameField('Company'),
    service: optionField('Service', serviceOptions),
    message: longTextField('Message', true),
  },
  vacancy: {
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    email: emailField('Business email'),
    phone: {
      label: 'Phone',
      kind: 'text',
      required: true,
      max: limits.phone,
      pattern: phonePattern.source,
      patternHint: 'may contain only digits, spaces and + - ( ) .',
    },
    company: nameField('Company'),
    designation: nameField('Designation'),
    industry: optionField('Industry', industryOptions),
    service: optionField('Service', serviceOptions),
    notes: longTextField('Notes', false),
    heardFrom: { label: 'How you heard about us', kind: 'options', options: heardFromOptions },
    terms: { label: 'Terms', kind: 'consent', messages: { required: messages.vacancy.termsRequired } },
  },
} as const satisfies Record<FormName, Record<string, ServerField>>;

/** The API's answer when a submission is accepted (shown after the no-JavaScript redirect). */
export const serverSuccess = {
  newsletter: 'Thank you for subscribing. Download the ONAS AI Solutions Guide below.',
  contact: 'Thank you. Your request has been received.',
  vacancy: 'Thank you. Your vacancy has been submitted.',
} as const satisfies Record<FormName, string>;

// ---------------------------------------------------------------------------------------------
// The no-JavaScript result. The API answers a plain form post with a 303 back to its page, carrying a result
// CODE, never text: `?form=<form>&status=<code>#<form>-result-<code>`. The page prerenders one fixed message
// per code inside the form, shown by CSS `:target`, so the result shows at once without script and nothing
// from the address is ever rendered. The codes below are the whole catalogue (the API falls back to `failed`
// for anything else).

/** Codes every form can get: accepted, refused (other 4xx), server fault (5xx), rate limited, body too large. */
const commonResultCodes = ['sent', 'failed', 'error', 'busy', 'too-large'] as const;
/** A 422 names its first invalid field: `invalid-<field>`. */
const fieldResultCodes = <F extends FormName>(form: F) => Object.keys(serverFields[form]).map((field) => `invalid-${field}`);
/** The vacancy CV's own problems (a 413 on the CV is `too-large`). */
const fileResultCodes = ['file-required', 'file-type', 'file-invalid'] as const;

export const resultCodes = {
  newsletter: [...commonResultCodes, ...fieldResultCodes('newsletter')],
  contact: [...commonResultCodes, ...fieldResultCodes('contact')],
  vacancy: [...commonResultCodes, ...fieldResultCodes('vacancy'), ...fileResultCodes],
} as const satisfies Record<FormName, readonly string[]>;

/** Result texts the spec does not word (the spec's own messages are in `messages`). */
export const resultMessages = {
  busy: 'Too many submissions from your network. Please try again in a few minutes.',
  tooLarge: 'The request is too large. Please shorten your message and try again.',
  fileInvalid: 'The file could not be read. Please upload it again as a PDF, DOC or DOCX file.',
} as const;

/** Everything the API reads from api/config/forms.json. */
export function formContract() {
  return {
    generatedFrom: 'content/forms.ts (npm run forms)',
    guardFields,
    resultCodes,
    limits,
    /** Source of the e-mail regular expression (no flags); the API adds its own delimiters. */
    emailPattern: emailPattern.source,
    acceptedFileTypes,
    messages: {
      fileRequired: messages.vacancy.fileRequired,
      fileType: messages.vacancy.fileType,
      termsRequired: messages.vacancy.termsRequired,
      success: serverSuccess,
    },
    fields: serverFields,
  };
}

/** The text of api/config/forms.json. */
export const formContractJson = () => `${JSON.stringify(formContract(), null, 2)}\n`;
