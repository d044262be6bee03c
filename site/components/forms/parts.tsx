// Building blocks shared by the three form islands: labelled fields with their error, the honeypot,
// the submit button, the alert region and the success toast; the frame of the contact and vacancy forms
// (their fields: FormFields.tsx).
import type { ChangeEvent, FormEvent, ReactNode, Ref } from 'react';
import { cx } from '@linaria/core';
import { guardFields } from '@content/forms.ts';
import type { FormName } from '@content/forms.ts';
import { codesOf, resultId, resultShown } from './results.ts';
import { buttonBase, buttonVariants } from '../ui/ButtonLink.tsx';
import * as s from './styles.ts';

const svg = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
);
export const icons = {
  alert: svg(
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 5a1.25 1.25 0 0 1 1.25 1.25v4.5a1.25 1.25 0 0 1-2.5 0v-4.5A1.25 1.25 0 0 1 12 7Zm0 11.25a1.4 1.4 0 1 1 0-2.8 1.4 1.4 0 0 1 0 2.8Z',
  ),
  check: svg('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.7 7.7-5.5 5.5a1 1 0 0 1-1.4 0l-2.5-2.5a1 1 0 1 1 1.4-1.4l1.8 1.8 4.8-4.8a1 1 0 0 1 1.4 1.4Z'),
  download: svg(
    'M12 3a1 1 0 0 1 1 1v9.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.4l3.3 3.3V4a1 1 0 0 1 1-1ZM5 19a1 1 0 1 0 0 2h14a1 1 0 1 0 0-2H5Z',
  ),
  upload: svg(
    'M12 3a1 1 0 0 1 .7.3l4.5 4.5a1 1 0 0 1-1.4 1.4L13 6.4V15a1 1 0 1 1-2 0V6.4L8.2 9.2a1 1 0 0 1-1.4-1.4l4.5-4.5A1 1 0 0 1 12 3ZM4 14a1 1 0 0 1 1 1v3a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-3a1 1 0 1 1 2 0v3a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-3a1 1 0 0 1 1-1Z',
  ),
};

/** Ids of a field's parts, from the island's useId() base and the field name. */
export function fieldIds(base: string, name: string) {
  const id = `${base}-${name}`;
  return { id, hint: `${id}-hint`, error: `${id}-error` };
}

/** aria-describedby / aria-invalid for a control with an optional hint and error. */
export function describe(ids: ReturnType<typeof fieldIds>, { hint, error }: { hint?: boolean; error?: string }) {
  const by = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return { 'aria-describedby': by || undefined, 'aria-invalid': error ? (true as const) : undefined };
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={s.errorText}>
      {icons.alert}
      <span>{message}</span>
    </p>
  );
}

interface BaseProps {
  base: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
}

type InputProps = BaseProps & {
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  /** The `pattern` attribute (checked before the island hydrates; the island checks the same rule after). */
  pattern?: string;
};

export function TextField({
  base,
  name,
  label,
  error,
  hint,
  className,
  type = 'text',
  placeholder,
  autoComplete,
  required = true,
  maxLength,
  pattern,
}: InputProps) {
  const ids = fieldIds(base, name);
  return (
    <div className={cx(s.field, className)}>
      <label className={s.label} htmlFor={ids.id}>
        {label}
      </label>
      {hint && (
        <p id={ids.hint} className={s.hint}>
          {hint}
        </p>
      )}
      <input
        id={ids.id}
        name={name}
        type={type}
        className={s.control}
        placeholder={placeholder}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        pattern={pattern}
        {...describe(ids, { hint: !!hint, error })}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export function TextAreaField({
  base,
  name,
  label,
  error,
  className,
  placeholder,
  required = true,
  maxLength,
}: BaseProps & { placeholder?: string; required?: boolean; maxLength?: number }) {
  const ids = fieldIds(base, name);
  return (
    <div className={cx(s.field, className)}>
      <label className={s.label} htmlFor={ids.id}>
        {label}
      </label>
      <textarea
        id={ids.id}
        name={name}
        rows={5}
        className={cx(s.control, s.textarea)}
        placeholder={placeholder}
        required={required}
        maxLength={maxLength}
        {...describe(ids, { error })}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export function SelectField({ base, name, label, error, className, placeholder, options }: BaseProps & { placeholder: string; options: readonly string[] }) {
  const ids = fieldIds(base, name);
  return (
    <div className={cx(s.field, className)}>
      <label className={s.label} htmlFor={ids.id}>
        {label}
      </label>
      <select id={ids.id} name={name} className={cx(s.control, s.select)} required defaultValue="" {...describe(ids, { error })}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

/** The honeypot: out of sight and out of the tab order; people leave it empty, bots fill it. */
export function Honeypot({ base, label }: { base: string; label: string }) {
  const id = `${base}-${guardFields.honeypot}`;
  return (
    <div className="visually-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={guardFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className,
  buttonRef,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="submit"
      className={cx(buttonBase, buttonVariants.primary, s.submit, className)}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending && <span className={s.spinner} aria-hidden="true" />}
      <span>{pending ? pendingLabel : label}</span>
    </button>
  );
}

/** role="alert" region, always present so a new message is announced; shows one error message. */
export function AlertRegion({ message, id }: { message: string; id?: string }) {
  return (
    <div role="alert" id={id} className={s.alertRegion}>
      {message && (
        <p className={cx(s.callout, s.calloutError)}>
          {icons.alert}
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

/**
 * The no-JavaScript results: one fixed message per result code, each shown only while the address's fragment
 * names it (CSS :target; the API's redirect after a plain form post names one). Rendered until the island is
 * live, which then shows the result its own way; `onSuccess` is added to the success message (the
 * newsletter's download link).
 */
export function RedirectResults({ form, onSuccess }: { form: FormName; onSuccess?: ReactNode }) {
  return (
    <>
      {codesOf(form).map((code) => {
        const shown = resultShown(form, code);
        return (
          <p key={code} id={resultId(form, code)} className={cx(s.callout, shown.ok ? s.calloutSuccess : s.calloutError, s.redirectResult)}>
            {shown.ok ? icons.check : icons.alert}
            <span>{shown.text}</span>
            {shown.ok && onSuccess}
          </p>
        );
      })}
    </>
  );
}

/** The success toast at the top centre: a polite status region, always present, filled for a while. */
function Toast({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" className={s.toastRegion} data-form-toast>
      {message && (
        <div className={s.toast}>
          {icons.check}
          <span>{message}</span>
        </div>
      )}
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className={s.note}>{children}</p>;
}

/** What CheckedFormFrame needs of useCheckedForm's result. */
interface FrameState {
  formRef: Ref<HTMLFormElement>;
  buttonRef: Ref<HTMLButtonElement>;
  hydrated: boolean;
  pending: boolean;
  alert: string;
  toast: { message: string };
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  onChange: (e: ChangeEvent<HTMLFormElement>) => void;
}

interface FrameText {
  formId: string;
  formLabel: string;
  endpoint: string;
  requiredNote: string;
  honeypotLabel: string;
  submitLabel: string;
  submittingLabel: string;
}

/**
 * The frame ContactForm and VacancyForm share: the <form> (browser checks until hydration, then the
 * island's), the required note, the fields (children), the honeypot, the no-JavaScript results (until
 * hydration), the alert region, the submit button and the toast.
 */
export function CheckedFormFrame({
  form,
  base,
  state,
  text,
  multipart,
  children,
}: {
  form: 'contact' | 'vacancy';
  base: string;
  state: FrameState;
  text: FrameText;
  multipart?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <form
        ref={state.formRef}
        id={text.formId}
        className={s.form}
        method="post"
        action={text.endpoint}
        encType={multipart ? 'multipart/form-data' : undefined}
        aria-label={text.formLabel}
        noValidate={state.hydrated}
        onSubmit={state.onSubmit}
        onChange={state.onChange}
      >
        <Note>{text.requiredNote}</Note>
        {children}
        <Honeypot base={base} label={text.honeypotLabel} />
        {!state.hydrated && <RedirectResults form={form} />}
        <AlertRegion message={state.alert} />
        <div className={s.actions}>
          <SubmitButton buttonRef={state.buttonRef} pending={state.pending} label={text.submitLabel} pendingLabel={text.submittingLabel} />
        </div>
      </form>
      <Toast message={state.toast.message} />
    </>
  );
}
