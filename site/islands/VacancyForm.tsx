// Vacancy submission (/staffing/submit-a-vacancy/request-a-call-back/): eight required fields, a
// required PDF/DOC/DOCX file (a wrong type is discarded at once), optional notes and "heard from"
// choices, and the terms. Multipart post; success resets everything including the file input and
// shows a toast at the top centre for 4 s; failures show in an alert region.
import { useId, useState, type ChangeEvent } from 'react';
import { cx } from '@linaria/core';
import { limits } from '@content/forms.ts';
import { useCheckedForm } from '@site/components/forms/hooks.ts';
import {
  CheckedFormFrame,
  FieldError,
  NameAndEmailFields,
  SelectField,
  TextAreaField,
  TextField,
  describe,
  fieldIds,
  icons,
} from '@site/components/forms/parts.tsx';
import { readVacancy } from '@site/components/forms/read.ts';
import { fileError, formatBytes, recheck, vacancyErrorFields, vacancyErrors, type FileLike, type VacancyErrorField } from '@site/components/forms/rules.ts';
import { vacancyFormData } from '@site/components/forms/submit.ts';
import type { VacancyFormProps } from '@site/components/forms/types.ts';
import * as s from '@site/components/forms/styles.ts';

/** The form control's name for each field that can show an error. */
const controlName = (field: VacancyErrorField) => (field === 'jobFile' ? 'resume' : field);
const fieldOf = (name: string): VacancyErrorField | undefined =>
  name === 'resume' ? 'jobFile' : (vacancyErrorFields as readonly string[]).includes(name) ? (name as VacancyErrorField) : undefined;

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
      const field = fieldOf(name);
      return field === 'jobFile' ? undefined : field;
    },
    controlName,
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
      setErrors((shown) => ({ ...shown, jobFile: problem }));
      return;
    }
    setChosen(file ? { name: file.name, size: file.size } : null);
    setErrors((shown) => recheck(shown, { jobFile: problem }, 'jobFile'));
  };

  const fields = props.fields;
  const file = fieldIds(base, 'resume');
  const terms = fieldIds(base, 'terms');
  return (
    <CheckedFormFrame form="vacancy" base={base} state={form} text={props} multipart>
      <div className={s.grid}>
        <NameAndEmailFields base={base} fields={fields} errors={errors} />
        <TextField base={base} name="phone" type="tel" label={fields.phone.label} autoComplete="tel" maxLength={limits.phone} error={errors.phone} />
        <TextField base={base} name="company" label={fields.company.label} autoComplete="organization" maxLength={limits.name} error={errors.company} />
        <TextField
          base={base}
          name="designation"
          label={fields.designation.label}
          autoComplete="organization-title"
          maxLength={limits.name}
          error={errors.designation}
        />
        <SelectField
          base={base}
          name="industry"
          label={fields.industry.label}
          placeholder={fields.industry.placeholder ?? ''}
          options={props.industryOptions}
          error={errors.industry}
        />
        <SelectField
          base={base}
          name="service"
          label={fields.service.label}
          placeholder={fields.service.placeholder ?? ''}
          options={props.serviceOptions}
          error={errors.service}
        />

        <div className={cx(s.field, s.full)}>
          <label className={s.label} htmlFor={file.id}>
            {fields.jobFile.label}
          </label>
          <p id={file.hint} className={s.hint}>
            {fields.jobFile.hint}
          </p>
          <div className={s.fileBox} data-invalid={errors.jobFile ? 'true' : undefined}>
            {icons.upload}
            <input
              id={file.id}
              name="resume"
              type="file"
              accept={props.fileAccept}
              required
              className={s.fileInput}
              onChange={onFile}
              {...describe(file, { hint: true, error: errors.jobFile })}
            />
          </div>
          {chosen && <p className={s.fileChosen}>{props.fileChosen.replace('{name}', chosen.name).replace('{size}', formatBytes(chosen.size))}</p>}
          <FieldError id={file.error} message={errors.jobFile} />
        </div>

        <TextAreaField
          base={base}
          name="notes"
          label={fields.notes.label}
          placeholder={fields.notes.placeholder}
          required={false}
          maxLength={limits.longText}
          className={s.full}
        />

        <fieldset className={cx(s.fieldset, s.full)}>
          <legend className={s.label}>
            {fields.heardFrom.label}
            {props.optionalSuffix}
          </legend>
          <div className={s.checkGrid}>
            {props.heardFromOptions.map((option) => (
              <label key={option} className={s.checkRow}>
                <input type="checkbox" name="heardFrom[]" value={option} />
                <span>{option}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={s.full}>
          <div className={cx(s.checkRow, s.terms, errors.terms && s.termsInvalid)}>
            <input id={terms.id} type="checkbox" name="terms" value="true" required {...describe(terms, { error: errors.terms })} />
            <label htmlFor={terms.id}>
              {props.terms.before}
              <a href={props.terms.href} target="_blank" rel="noopener noreferrer">
                {props.terms.link}
                <span className="visually-hidden">{props.newTab}</span>
              </a>
              {props.terms.after}
            </label>
          </div>
          <FieldError id={terms.error} message={errors.terms} />
        </div>
      </div>
    </CheckedFormFrame>
  );
}
