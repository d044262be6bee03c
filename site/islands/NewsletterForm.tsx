// Newsletter sign-up on the home page: one e-mail field; on success a green message, the field
// cleared and a button that downloads the guide; any other message red (messages in content/forms.ts).
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { cx } from '@linaria/core';
import { messages } from '@content/forms.ts';
import { buttonBase } from '@site/components/ui/ButtonLink.tsx';
import { useFormStart, usePending, useRedirectResult } from '@site/components/forms/hooks.ts';
import { AlertRegion, Honeypot, RedirectResults, SubmitButton, describe, fieldIds, icons } from '@site/components/forms/parts.tsx';
import { resultOutcome } from '@site/components/forms/results.ts';
import { readNewsletter } from '@site/components/forms/read.ts';
import { newsletterEmailError } from '@site/components/forms/rules.ts';
import { newsletterPayload, outcomeText, send, type Outcome, type Shown } from '@site/components/forms/submit.ts';
import type { NewsletterFormProps } from '@site/components/forms/types.ts';
import * as s from '@site/components/forms/styles.ts';

export default function NewsletterForm(props: NewsletterFormProps) {
  const base = useId();
  const ids = fieldIds(base, 'email');
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { hydrated, guard } = useFormStart();
  const { pending, run, isBusy } = usePending(buttonRef);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<Shown | null>(null);
  const [downloadReady, setDownloadReady] = useState(false);

  const apply = (outcome: Outcome) => {
    const shown = outcomeText('newsletter', outcome);
    setResult(shown);
    if (shown.ok) {
      formRef.current?.reset();
      setError(undefined);
      setDownloadReady(true);
    }
  };
  useRedirectResult('newsletter', (code) => {
    // A refused address is the field's own message, as when the island checks it.
    if (code === 'invalid-email') setError(messages.newsletter.emailInvalid);
    else apply(resultOutcome('newsletter', code));
  });
  const download = (
    <a className={cx(buttonBase, s.download)} href={props.guideUrl} download={props.guideFileName}>
      {icons.download}
      {props.downloadLabel}
    </a>
  );

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isBusy()) return;
    const form = e.currentTarget;
    const email = readNewsletter(form);
    const problem = newsletterEmailError(email);
    flushSync(() => {
      setError(problem);
      setResult(null);
    });
    if (problem) {
      (form.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    await run(async () => apply(await send(props.endpoint, newsletterPayload(email, guard(form)))));
  };

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (error) setError(newsletterEmailError(e.currentTarget.value));
  };

  return (
    <form
      ref={formRef}
      id={props.formId}
      className={s.newsletter}
      method="post"
      action={props.endpoint}
      aria-label={props.formLabel}
      noValidate={hydrated}
      onSubmit={onSubmit}
    >
      <label className={s.newsletterLabel} htmlFor={ids.id}>
        {props.email.label}
      </label>
      <div className={s.newsletterRow}>
        <div>
          <input
            id={ids.id}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={props.email.placeholder}
            className={cx(s.control, s.newsletterInput)}
            onChange={onChange}
            {...describe(ids, { error })}
          />
          {error && (
            <p id={ids.error} className={cx(s.chipError, s.chip)}>
              {icons.alert}
              <span>{error}</span>
            </p>
          )}
        </div>
        <SubmitButton buttonRef={buttonRef} pending={pending} label={props.submitLabel} pendingLabel={props.submittingLabel} className={s.newsletterSubmit} />
      </div>
      <Honeypot base={base} label={props.honeypotLabel} />
      {!hydrated && <RedirectResults form="newsletter" onSuccess={download} />}
      <div role="status" className={s.alertRegion}>
        {result?.ok && (
          <p className={cx(s.callout, s.calloutSuccess, s.chip)}>
            {icons.check}
            <span>{result.text}</span>
          </p>
        )}
      </div>
      <AlertRegion message={result && !result.ok ? result.text : ''} />
      {downloadReady && download}
      <p className={s.newsletterNote}>
        {props.privacyNote.before}
        <a href={props.privacyNote.href}>{props.privacyNote.link}</a>
        {props.privacyNote.after}
      </p>
    </form>
  );
}
