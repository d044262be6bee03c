// The no-JavaScript result of a form post: the code the API's redirect names in the fragment
// (#<form>-result-<code>, codes in content/forms.ts), and the fixed text the page shows for each code.
// Nothing read from the address is ever shown: a code only selects one of these texts.
import { messages, resultCodes, resultMessages, serverFields, type FormName, type ServerField } from '@content/forms.ts';
import type { Outcome, Shown } from './submit.ts';

export type ResultCode = string;

/** The id of the prerendered message for a code; the API's redirect fragment names it. */
export const resultId = (form: FormName, code: ResultCode) => `${form}-result-${code}`;

/** The codes a form can get back, in the order their messages are rendered. */
export const codesOf = (form: FormName): readonly ResultCode[] => resultCodes[form];

/** What to fix in a field the server refused, from its rule (fixed wording, no value echoed). */
export function fieldProblem(rule: ServerField): string {
  if (rule.messages?.invalid) return rule.messages.invalid;
  if (rule.kind === 'consent') return rule.messages?.required ?? `${rule.label} must be accepted.`;
  if (rule.kind === 'email') return `${rule.label} must be a valid email address.`;
  if (rule.kind === 'option') return `${rule.label} must be one of: ${(rule.options ?? []).join(', ')}.`;
  if (rule.kind === 'options') return `${rule.label} must be one or more of: ${(rule.options ?? []).join(', ')}.`;
  const need = [rule.required ? 'is required' : '', rule.max ? `must be at most ${rule.max} characters` : '', rule.patternHint ?? '']
    .filter(Boolean)
    .join(', ');
  const sentence = `${rule.label} ${need}`;
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

/** The visitor's view of a code as an Outcome, so it is worded like a scripted submission. */
export function resultOutcome(form: FormName, code: ResultCode): Outcome {
  if (code === 'sent') return { kind: 'success' };
  if (code === 'error') return { kind: 'error' };
  return { kind: 'failed', message: failedText(form, code) };
}

/** The fixed text for a code, and whether it is a success. */
export function resultShown(form: FormName, code: ResultCode): Shown {
  const m = messages[form];
  if (code === 'sent') return { ok: true, text: m.success };
  if (code === 'error') return { ok: false, text: m.error };
  return { ok: false, text: failedText(form, code) ?? m.failed };
}

function failedText(form: FormName, code: ResultCode): string | undefined {
  const fields: Record<string, ServerField> = serverFields[form];
  if (code.startsWith('invalid-')) {
    const rule = fields[code.slice('invalid-'.length)];
    return rule ? fieldProblem(rule) : undefined;
  }
  // The newsletter's only refusal wording is the spec's 'Failed to send email. Please try again.'
  if (form === 'newsletter') return undefined;
  if (code === 'busy') return resultMessages.busy;
  if (code === 'too-large') return form === 'vacancy' ? messages.vacancy.fileTooLarge : resultMessages.tooLarge;
  if (code === 'file-required') return messages.vacancy.fileRequired;
  if (code === 'file-type') return messages.vacancy.fileType;
  if (code === 'file-invalid') return resultMessages.fileInvalid;
  return undefined;
}

/** The code a fragment (`location.hash`) names for this form, when it is one of the form's codes. */
export function readResultCode(hash: string, form: FormName): ResultCode | null {
  const prefix = `#${form}-result-`;
  if (!hash.startsWith(prefix)) return null;
  const code = hash.slice(prefix.length);
  return codesOf(form).includes(code) ? code : null;
}

/** The address without the result: the form/status/message parameters and the result fragment go. */
export function withoutResult(href: string): string {
  const url = new URL(href);
  for (const p of ['form', 'status', 'message']) url.searchParams.delete(p);
  url.hash = '';
  return url.pathname + url.search;
}
