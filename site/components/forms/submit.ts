// Request bodies and answers of the three form calls (JSON, or multipart for the vacancy), and the no-JavaScript
// redirect result. Pure apart from `send`, which takes the fetch to use.
import { guardFields, messages, vacancyMultipart, type ContactRequest, type FormName, type NewsletterRequest } from '@content/forms.ts';
import type { ContactValues, VacancyValues } from './rules.ts';

export type { FormName };

/** Anti-spam fields every form sends (guardFields): the honeypot (left empty by people) and when the form was shown. */
export type Guard = Record<typeof guardFields.honeypot, string> & Record<typeof guardFields.startedAt, number>;

export function newsletterPayload(email: string, guard: Guard): NewsletterRequest & Guard {
  return { email: email.trim(), ...guard };
}

export function contactPayload(values: ContactValues, guard: Guard): ContactRequest & Guard {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    service: values.service,
    message: values.message.trim(),
    ...guard,
  };
}

/** The vacancy multipart body: text fields, terms, heardFrom[] once per choice, the file as `resume`. */
export function vacancyFormData(values: VacancyValues, file: Blob & { name?: string }, guard: Guard): FormData {
  const data = new FormData();
  data.append('firstName', values.firstName.trim());
  data.append('lastName', values.lastName.trim());
  data.append('email', values.email.trim());
  data.append('phone', values.phone.trim());
  data.append('company', values.company.trim());
  data.append('designation', values.designation.trim());
  data.append('industry', values.industry);
  data.append('service', values.service);
  data.append('notes', values.notes.trim());
  for (const option of values.heardFrom) data.append(vacancyMultipart.heardFrom, option);
  data.append('terms', values.terms ? 'true' : 'false');
  data.append(vacancyMultipart.file, file, file.name ?? 'file');
  data.append(guardFields.honeypot, guard[guardFields.honeypot]);
  data.append(guardFields.startedAt, String(guard[guardFields.startedAt]));
  return data;
}

/**
 * How a call ended: `success`, `failed` (the server answered success:false, maybe with a message),
 * or `error` (no answer, a non-JSON answer, or a server fault, 5xx).
 */
export type Outcome = { kind: 'success'; message?: string } | { kind: 'failed'; message?: string } | { kind: 'error' };

/** Reads a fetch Response as an Outcome. */
export async function readOutcome(res: Response): Promise<Outcome> {
  if (res.status >= 500) return { kind: 'error' };
  if (!/^application\/json\b/i.test(res.headers.get('content-type') ?? '')) return { kind: 'error' };
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { kind: 'error' };
  }
  if (!body || typeof body !== 'object' || typeof (body as { success?: unknown }).success !== 'boolean') return { kind: 'error' };
  const { success, message } = body as { success: boolean; message?: unknown };
  const text = typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
  return success ? { kind: 'success', message: text } : { kind: 'failed', message: text };
}

/** POSTs a JSON object or a FormData body, asking for JSON; never throws. */
export async function send(url: string, body: object | FormData, fetchImpl: typeof fetch = fetch): Promise<Outcome> {
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  try {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: isMultipart ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: isMultipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
    return await readOutcome(res);
  } catch {
    return { kind: 'error' };
  }
}

/** What the visitor is shown for an outcome: a success text, or an error text. */
export interface Shown {
  ok: boolean;
  text: string;
}

/**
 * The wording for each outcome (messages in content/forms.ts). The newsletter reads only `success`; contact and
 * vacancy show the server's message when success is false and it sent one.
 */
export function outcomeText(form: FormName, outcome: Outcome): Shown {
  const m = messages[form];
  if (outcome.kind === 'success') return { ok: true, text: m.success };
  if (outcome.kind === 'error') return { ok: false, text: m.error };
  if (form === 'newsletter') return { ok: false, text: m.failed };
  return { ok: false, text: outcome.message ?? m.failed };
}
