// Server wrapper of the vacancy form on /staffing/submit-a-vacancy/request-a-call-back/
// (React loads on the first interaction with the form; until then it is a working no-JavaScript form).
import { Island } from '@runtime';
import { acceptedFileTypes, endpoints, vacancyForm } from '@content/forms.ts';
import { formsUi } from '@content/ui/forms.ts';
import VacancyForm from '@site/islands/VacancyForm.tsx';

export function VacancyFormEmbed() {
  return (
    <Island
      component={VacancyForm}
      hydrate="interaction"
      props={{
        formId: formsUi.formId.vacancy,
        formLabel: formsUi.formLabel.vacancy,
        endpoint: endpoints.vacancy,
        honeypotLabel: formsUi.honeypotLabel,
        requiredNote: formsUi.requiredNote,
        fields: vacancyForm.fields,
        industryOptions: [...vacancyForm.industryOptions],
        serviceOptions: [...vacancyForm.serviceOptions],
        heardFromOptions: [...vacancyForm.heardFromOptions],
        optionalSuffix: formsUi.optionalSuffix,
        // Extensions only: the picker offers what the client and the server accept.
        fileAccept: acceptedFileTypes.map((t) => `.${t}`).join(','),
        fileChosen: formsUi.fileChosen,
        terms: formsUi.terms,
        newTab: formsUi.newTab,
        submitLabel: vacancyForm.submitLabel,
        submittingLabel: vacancyForm.submittingLabel,
      }}
    />
  );
}
