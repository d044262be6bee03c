// The fields of the contact and vacancy forms, rendered from their declaration (content/forms.ts): one control
// per field by its kind, with the declaration's input attributes, limits and options, and the label,
// placeholder and hint the island got as props.
import type { ChangeEvent } from 'react';
import { cx } from '@linaria/core';
import { fieldsOf, type DeclaredField, type FormName } from '@content/forms.ts';
import { FieldError, SelectField, TextAreaField, TextField, describe, fieldIds, icons } from './parts.tsx';
import { htmlPattern } from './pattern.ts';
import type { FieldText, LinkedText } from './types.ts';
import * as s from './styles.ts';

/** What the page gives the kinds of field that need more than their label: texts, and the file's handler. */
export interface FieldExtras {
  /** After the legend of an optional list of options. */
  optionalSuffix?: string;
  file?: {
    accept: string;
    onChange: (e: ChangeEvent<HTMLInputElement>) => void;
    /** "Selected: …" once a file is chosen. */
    chosen: string | null;
  };
  /** The consent checkbox's label, linked to the policy (opens in a new tab). */
  consent?: { text: LinkedText; newTab: string };
}

/** The name of a field's form control (its key unless the declaration names another). */
export const controlName = (form: FormName, field: string) => fieldsOf(form).find(([key]) => key === field)?.[1].input?.name ?? field;

/** The field a form control belongs to (undefined for the guard fields and anything else). */
export const fieldOfControl = <F extends FormName>(form: F, name: string) => fieldsOf(form).find(([key, { input }]) => (input?.name ?? key) === name)?.[0];

interface FieldProps {
  name: string;
  field: DeclaredField;
  base: string;
  text: FieldText;
  error?: string;
  extras: FieldExtras;
}

function Field({ name, field: { rules, input }, base, text, error, extras }: FieldProps) {
  const control = input?.name ?? name;
  const wide = input?.wide ? s.full : undefined;
  switch (rules.kind) {
    case 'option':
      return (
        <SelectField
          base={base}
          name={control}
          label={text.label}
          placeholder={text.placeholder ?? ''}
          options={rules.options ?? []}
          error={error}
          className={wide}
        />
      );
    case 'options':
      return (
        <fieldset className={cx(s.fieldset, wide)}>
          <legend className={s.label}>
            {text.label}
            {rules.required ? null : extras.optionalSuffix}
          </legend>
          <div className={s.checkGrid}>
            {(rules.options ?? []).map((option) => (
              <label key={option} className={s.checkRow}>
                <input type="checkbox" name={control} value={option} />
                <span>{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
      );
    case 'consent': {
      const ids = fieldIds(base, control);
      const consent = extras.consent;
      return (
        <div className={wide}>
          <div className={cx(s.checkRow, s.terms, error && s.termsInvalid)}>
            <input id={ids.id} type="checkbox" name={control} value="true" required {...describe(ids, { error })} />
            <label htmlFor={ids.id}>
              {consent?.text.before}
              <a href={consent?.text.href} target="_blank" rel="noopener noreferrer">
                {consent?.text.link}
                <span className="visually-hidden">{consent?.newTab}</span>
              </a>
              {consent?.text.after}
            </label>
          </div>
          <FieldError id={ids.error} message={error} />
        </div>
      );
    }
    case 'file': {
      const ids = fieldIds(base, control);
      return (
        <div className={cx(s.field, wide)}>
          <label className={s.label} htmlFor={ids.id}>
            {text.label}
          </label>
          <p id={ids.hint} className={s.hint}>
            {text.hint}
          </p>
          <div className={s.fileBox} data-invalid={error ? 'true' : undefined}>
            {icons.upload}
            <input
              id={ids.id}
              name={control}
              type="file"
              accept={extras.file?.accept}
              required
              className={s.fileInput}
              onChange={extras.file?.onChange}
              {...describe(ids, { hint: true, error })}
            />
          </div>
          {extras.file?.chosen && <p className={s.fileChosen}>{extras.file.chosen}</p>}
          <FieldError id={ids.error} message={error} />
        </div>
      );
    }
    default:
      return rules.multiline ? (
        <TextAreaField
          base={base}
          name={control}
          label={text.label}
          placeholder={text.placeholder}
          required={rules.required}
          maxLength={rules.max}
          error={error}
          className={wide}
        />
      ) : (
        <TextField
          base={base}
          name={control}
          type={input?.type}
          label={text.label}
          placeholder={text.placeholder}
          autoComplete={input?.autoComplete}
          required={rules.required}
          maxLength={rules.max}
          pattern={rules.pattern && htmlPattern(rules.pattern)}
          error={error}
          className={wide}
        />
      );
  }
}

/** Every field of a form, in page order. */
export function FormFields<F extends 'contact' | 'vacancy'>({
  form,
  base,
  texts,
  errors,
  extras = {},
}: {
  form: F;
  base: string;
  texts: Record<string, FieldText>;
  errors: Partial<Record<string, string>>;
  extras?: FieldExtras;
}) {
  return (
    <>
      {fieldsOf(form).map(([key, field]) => (
        <Field key={key} name={key} field={field} base={base} text={texts[key]} error={errors[key]} extras={extras} />
      ))}
    </>
  );
}
