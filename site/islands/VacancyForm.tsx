// Vacancy submission (/staffing/submit-a-vacancy/request-a-call-back/): eight required fields, a
// required PDF/DOC/DOCX file (a wrong type is discarded at once), optional notes and "heard from"
// choices, and the terms. Multipart post; success resets everything including the file input and
// shows a toast at the top centre for 4 s; failures show in an alert region.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { cx } from '@linaria/core';
import { useFormStart, usePending, useRedirectResult, useToast } from '@site/components/forms/hooks.ts';
import {
  AlertRegion,
  FieldError,
  Honeypot,
  Note,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  Toast,
  describe,
  fieldIds,
  icons,
} from '@site/components/forms/parts.tsx';
import { readVacancy } from '@site/components/forms/read.ts';
import {
  fileError,
  firstInvalid,
  formatBytes,
  hasErrors,
  recheck,
  vacancyErrorFields,
  vacancyErrors,
  type Errors,
  type FileLike,
  type VacancyErrorField,
} from '@site/components/forms/rules.ts';
import { outcomeText, send, vacancyFormData, type Outcome } from '@site/components/forms/submit.ts';
import type { VacancyFormProps } from '@site/components/forms/types.ts';
import * as s from '@site/components/forms/styles.ts';

/** The form control's name for each field that can show an error. */
const controlName = (field: VacancyErrorField) => (field === 'jobFile' ? 'resume' : field);
const fieldOf = (name: string): VacancyErrorField | undefined =>
  name === 'resume' ? 'jobFile' : (vacancyErrorFields as readonly string[]).includes(name) ? (name as VacancyErrorField) : undefined;

export default function VacancyForm(p: VacancyFormProps) {
  const base = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { hydrated, guard } = useFormStart();
  const { pending, run, isBusy } = usePending(buttonRef);
  const toast = useToast();
  const [errors, setErrors] = useState<Errors<VacancyErrorField>>({});
  const [alert, setAlert] = useState('');
  const [chosen, setChosen] = useState<FileLike | null>(null);

  const apply = (outcome: Outcome) => {
    const shown = outcomeText('vacancy', outcome);
    if (shown.ok) {
      formRef.current?.reset(); // clears the file input too
      setChosen(null);
      setErrors({});
      setAlert('');
      toast.show(shown.text);
    } else {
      setAlert(shown.text);
    }
  };
  useRedirectResult('vacancy', apply);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isBusy()) return;
    const form = e.currentTarget;
    const { values, file } = readVacancy(form);
    const found = vacancyErrors(values, file);
    flushSync(() => {
      setErrors(found);
      setAlert('');
    });
    if (hasErrors(found) || !file) {
      const first = firstInvalid(found, vacancyErrorFields);
      if (first) (form.elements.namedItem(controlName(first)) as HTMLElement | null)?.focus();
      return;
    }
    await run(async () => apply(await send(p.endpoint, vacancyFormData(values, file, guard(form)))));
  };

  // A field that shows an error is checked again as it changes (the file has its own handler).
  const onChange = (e: ChangeEvent<HTMLFormElement>) => {
    const name = (e.target as { name?: unknown }).name;
    const field = typeof name === 'string' ? fieldOf(name) : undefined;
    if (!field || field === 'jobFile' || !errors[field]) return;
    const { values, file } = readVacancy(e.currentTarget);
    const fresh = vacancyErrors(values, file);
    setErrors((shown) => recheck(shown, fresh, field));
  };

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

  const f = p.fields;
  const file = fieldIds(base, 'resume');
  const terms = fieldIds(base, 'terms');
  return (
    <>
      <form
        ref={formRef}
        id={p.formId}
        className={s.form}
        method="post"
        action={p.endpoint}
        encType="multipart/form-data"
        aria-label={p.formLabel}
        noValidate={hydrated}
        onSubmit={onSubmit}
        onChange={onChange}
      >
        <Note>{p.requiredNote}</Note>
        <div className={s.grid}>
          <TextField base={base} name="firstName" label={f.firstName.label} autoComplete="given-name" maxLength={100} error={errors.firstName} />
          <TextField base={base} name="lastName" label={f.lastName.label} autoComplete="family-name" maxLength={100} error={errors.lastName} />
          <TextField
            base={base}
            name="email"
            type="email"
            label={f.email.label}
            placeholder={f.email.placeholder}
            autoComplete="email"
            maxLength={254}
            error={errors.email}
          />
          <TextField base={base} name="phone" type="tel" label={f.phone.label} autoComplete="tel" maxLength={30} error={errors.phone} />
          <TextField base={base} name="company" label={f.company.label} autoComplete="organization" maxLength={100} error={errors.company} />
          <TextField
            base={base}
            name="designation"
            label={f.designation.label}
            autoComplete="organization-title"
            maxLength={100}
            error={errors.designation}
          />
          <SelectField
            base={base}
            name="industry"
            label={f.industry.label}
            placeholder={f.industry.placeholder ?? ''}
            options={p.industryOptions}
            error={errors.industry}
          />
          <SelectField
            base={base}
            name="service"
            label={f.service.label}
            placeholder={f.service.placeholder ?? ''}
            options={p.serviceOptions}
            error={errors.service}
          />

          <div className={cx(s.field, s.full)}>
            <label className={s.label} htmlFor={file.id}>
              {f.jobFile.label}
            </label>
            <p id={file.hint} className={s.hint}>
              {f.jobFile.hint}
            </p>
            <div className={s.fileBox} data-invalid={errors.jobFile ? 'true' : undefined}>
              {icons.upload}
              <input
                id={file.id}
                name="resume"
                type="file"
                accept={p.fileAccept}
                required
                className={s.fileInput}
                onChange={onFile}
                {...describe(file, { hint: true, error: errors.jobFile })}
              />
            </div>
            {chosen && (
              <p className={s.fileChosen}>{p.fileChosen.replace('{name}', chosen.name).replace('{size}', formatBytes(chosen.size))}</p>
            )}
            <FieldError id={file.error} message={errors.jobFile} />
          </div>

          <TextAreaField
            base={base}
            name="notes"
            label={f.notes.label}
            placeholder={f.notes.placeholder}
            required={false}
            maxLength={5000}
            className={s.full}
          />

          <fieldset className={cx(s.fieldset, s.full)}>
            <legend className={s.label}>
              {f.heardFrom.label}
              {p.optionalSuffix}
            </legend>
            <div className={s.checkGrid}>
              {p.heardFromOptions.map((option) => (
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
                {p.terms.before}
                <a href={p.terms.href} target="_blank" rel="noopener noreferrer">
                  {p.terms.link}
                  <span className="visually-hidden">{p.newTab}</span>
                </a>
                {p.terms.after}
              </label>
            </div>
            <FieldError id={terms.error} message={errors.terms} />
          </div>
        </div>
        <Honeypot base={base} label={p.honeypotLabel} />
        <AlertRegion message={alert} />
        <div className={s.actions}>
          <SubmitButton buttonRef={buttonRef} pending={pending} label={p.submitLabel} pendingLabel={p.submittingLabel} />
        </div>
      </form>
      <Toast message={toast.message} />
    </>
  );
}
