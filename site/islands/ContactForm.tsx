// Contact request (/resources/contact-us/): six required fields ("Required"), JSON post; success
// resets the form and shows a toast at the top centre for 4 s; failures show in an alert region.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useFormStart, usePending, useRedirectResult, useToast } from '@site/components/forms/hooks.ts';
import { AlertRegion, Honeypot, Note, SelectField, SubmitButton, TextAreaField, TextField, Toast } from '@site/components/forms/parts.tsx';
import { readContact } from '@site/components/forms/read.ts';
import { contactErrors, contactFields, firstInvalid, hasErrors, recheck, type ContactField, type Errors } from '@site/components/forms/rules.ts';
import { contactPayload, outcomeText, send, type Outcome } from '@site/components/forms/submit.ts';
import type { ContactFormProps } from '@site/components/forms/types.ts';
import * as s from '@site/components/forms/styles.ts';

const isContactField = (name: string): name is ContactField => (contactFields as readonly string[]).includes(name);

export default function ContactForm(p: ContactFormProps) {
  const base = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { hydrated, guard } = useFormStart();
  const { pending, run, isBusy } = usePending(buttonRef);
  const toast = useToast();
  const [errors, setErrors] = useState<Errors<ContactField>>({});
  const [alert, setAlert] = useState('');

  const apply = (outcome: Outcome) => {
    const shown = outcomeText('contact', outcome);
    if (shown.ok) {
      formRef.current?.reset();
      setErrors({});
      setAlert('');
      toast.show(shown.text);
    } else {
      setAlert(shown.text);
    }
  };
  useRedirectResult('contact', apply);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isBusy()) return;
    const form = e.currentTarget;
    const values = readContact(form);
    const found = contactErrors(values);
    flushSync(() => {
      setErrors(found);
      setAlert('');
    });
    if (hasErrors(found)) {
      const first = firstInvalid(found, contactFields);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    await run(async () => apply(await send(p.endpoint, contactPayload(values, guard(form)))));
  };

  // A field that shows an error is checked again as it changes.
  const onChange = (e: ChangeEvent<HTMLFormElement>) => {
    const name = (e.target as { name?: unknown }).name;
    if (typeof name !== 'string' || !isContactField(name) || !errors[name]) return;
    const fresh = contactErrors(readContact(e.currentTarget));
    setErrors((shown) => recheck(shown, fresh, name));
  };

  const f = p.fields;
  return (
    <>
      <form
        ref={formRef}
        id={p.formId}
        className={s.form}
        method="post"
        action={p.endpoint}
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
          <TextField base={base} name="company" label={f.company.label} autoComplete="organization" maxLength={100} error={errors.company} />
          <SelectField
            base={base}
            name="service"
            label={f.service.label}
            placeholder={f.service.placeholder ?? ''}
            options={p.serviceOptions}
            error={errors.service}
            className={s.full}
          />
          <TextAreaField
            base={base}
            name="message"
            label={f.message.label}
            placeholder={f.message.placeholder}
            maxLength={5000}
            error={errors.message}
            className={s.full}
          />
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
