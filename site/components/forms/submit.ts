// Request bodies and answers of the three form calls (JSON, or multipart for the vacancy), and the no-JavaScript
// redirect result. Pure apart from `send`, which takes the fetch to use.
import { fieldsOf, guardFields, messages, type ContactRequest, type FormName, type NewsletterRequest } from '@content/forms.ts';
import type { ContactValues, VacancyValues } from './rules.ts';

export type { FormName };

/** Anti-spam fields every form sends (guardFields): the honeypot (left empty by people) and when the form was shown. */
export type Guard = Record<typeof guardFields.honeypot, string> & Record<typeof guardFields.startedAt, number>;

export function newsletterPayload(email: string, guard: Guard): NewsletterRequest & Guard {
  return { email: email.trim(), ...guard };
}

/** A field's value as it is sent: texts trimmed, an option as chosen. */
const sent = (kind: string, value: string) => (kind === 'option' ? value : value.trim());

export function contactPayload(values: ContactValues, guard: Guard): ContactRequest & Guard {
  const body = Object.fromEntries(fieldsOf('contact').map(([key, { rules }]) => [key, sent(rules.kind, values[key])]));
  return { ...(body as ContactRequest), ...guard };
}

/** The vacancy multipart body: the fields in page order (an option list once per choice, the consent as
 * true/false), then the file under its input's name, then the guard fields. */
export function vacancyFormData(values: VacancyValues, file: Blob & { name?: string }, guard: Guard): FormData {
  const data = new FormData();
  const held: Record<string, string | string[] | boolean> = values;
  let filePart = 'file';
  for (const [key, { rules, input }] of fieldsOf('vacancy')) {
    const name = input?.name ?? key;
    const value = held[key];
    if (rules.kind === 'file') filePart = name;
    else if (Array.isArray(value)) for (const option of value) data.append(name, option);
    else if (typeof value === 'boolean') data.append(name, value ? 'true' : 'false');
    else data.append(name, sent(rules.kind, value));
  }
  data.append(filePart, file, file.name ?? 'file');
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
