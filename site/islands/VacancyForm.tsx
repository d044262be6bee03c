// Vacancy submission (/staffing/submit-a-vacancy/request-a-call-back/): eight required fields, a
// required PDF/DOC/DOCX file (a wrong type is discarded at once), optional notes and "heard from"
// choices, and the terms. Multipart post; success resets everything including the file input and
// shows a toast at the top centre for 4 s; failures show in an alert region.
import { useId, useState, type ChangeEvent } from 'react';
import { FormFields, controlName, fieldOfControl } from '@site/components/forms/FormFields.tsx';
import { useCheckedForm } from '@site/components/forms/hooks.ts';
import { CheckedFormFrame } from '@site/components/forms/parts.tsx';
import { readVacancy } from '@site/components/forms/read.ts';
import {
  fileError,
  formatBytes,
  recheck,
  vacancyErrorFields,
  vacancyErrors,
  vacancyFileField as fileField,
  type FileLike,
  type VacancyErrorField,
} from '@site/components/forms/rules.ts';
import { vacancyFormData } from '@site/components/forms/submit.ts';
import type { VacancyFormProps } from '@site/components/forms/types.ts';
import * as s from '@site/components/forms/styles.ts';

export default function VacancyForm(props: VacancyFormProps) {
  const base = useId();
  const [chosen, setChosen] = useState<FileLike | null>(null);
  const form = useCheckedForm({
    name: 'vacancy',
    endpoint: props.endpoint,
    order: vacancyErrorFields,
    read: readVacancy,
    check: ({ values, file }) => vacancyErrors(values, file),
    body: ({ values, file }, guard) => (file ? vacancyFormData(values, file, guard) : undefined),
    // The file has its own handler (onFile).
    changedField: (name) => {
      const field = fieldOfControl('vacancy', name) as VacancyErrorField | undefined;
      return field === fileField ? undefined : field;
    },
    controlName: (field) => controlName('vacancy', field),
    onReset: () => setChosen(null), // the form's reset() clears the file input too
  });
  const { errors, setErrors } = form;

  // A chosen file is checked at once: a wrong type (or an oversized file) is discarded with its message.
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0] ?? null;
    const problem = fileError(file);
    if (file && problem) {
      input.value = '';
      setChosen(null);
      setErrors((shown) => ({ ...shown, [fileField]: problem }));
      return;
    }
    setChosen(file ? { name: file.name, size: file.size } : null);
    setErrors((shown) => recheck(shown, { [fileField]: problem }, fileField));
  };

  return (
    <CheckedFormFrame form="vacancy" base={base} state={form} text={props} multipart>
      <div className={s.grid}>
        <FormFields
          form="vacancy"
          base={base}
          texts={props.fields}
          errors={errors}
          extras={{
            optionalSuffix: props.optionalSuffix,
            file: {
              accept: props.fileAccept,
              onChange: onFile,
              chosen: chosen && props.fileChosen.replace('{name}', chosen.name).replace('{size}', formatBytes(chosen.size)),
            },
            consent: { text: props.terms, newTab: props.newTab },
          }}
        />
      </div>
    </CheckedFormFrame>
  );
}
