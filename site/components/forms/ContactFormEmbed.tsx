// Server wrapper of the contact form on /resources/contact-us/ (React loads on the first interaction with
// the form; until then it is a working no-JavaScript form).
import { Island } from '@runtime';
import { contactForm, endpoints } from '@content/forms.ts';
import { formsUi } from '@content/ui/forms.ts';
import ContactForm from '@site/islands/ContactForm.tsx';

export function ContactFormEmbed() {
  return (
    <Island
      component={ContactForm}
      hydrate="interaction"
      props={{
        formId: formsUi.formId.contact,
        formLabel: formsUi.formLabel.contact,
        endpoint: endpoints.contact,
        honeypotLabel: formsUi.honeypotLabel,
        requiredNote: formsUi.requiredNote,
        fields: contactForm.fields,
        serviceOptions: [...contactForm.serviceOptions],
        submitLabel: contactForm.submitLabel,
        submittingLabel: contactForm.submittingLabel,
      }}
    />
  );
}
