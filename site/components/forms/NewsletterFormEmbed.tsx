// Server wrapper of the newsletter form on the home page (React loads on the first interaction with the
// form; until then it is a working no-JavaScript form).
import { Island } from '@runtime';
import { endpoints, newsletterForm } from '@content/forms.ts';
import { newsletter } from '@content/home/newsletter.ts';
import { formsUi } from '@content/ui/forms.ts';
import NewsletterForm from '@site/islands/NewsletterForm.tsx';

export function NewsletterFormEmbed() {
  const note = newsletter.privacyNote;
  return (
    <Island
      component={NewsletterForm}
      hydrate="interaction"
      props={{
        formId: formsUi.formId.newsletter,
        formLabel: formsUi.formLabel.newsletter,
        endpoint: endpoints.newsletter,
        honeypotLabel: formsUi.honeypotLabel,
        email: { label: newsletter.fieldLabel, placeholder: newsletter.placeholder },
        submitLabel: newsletter.buttonLabel,
        submittingLabel: newsletterForm.submittingLabel,
        downloadLabel: newsletter.downloadLabel,
        guideUrl: newsletter.guideUrl,
        guideFileName: newsletter.guideFileName,
        privacyNote: { before: note.before, link: note.linkLabel, after: note.after, href: note.href },
      }}
    />
  );
}
