// Talking to the API under test: requests with a fresh client address each, JSON, form and multipart
// posts, and valid contact and vacancy submissions to start from.
import type { ApiServer } from './api-server.ts';
import { pdfBytes } from './upload-files.ts';

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (undefined when the body is not JSON). */
  json: { success?: unknown; message?: unknown } | undefined;
}

let ipCounter = 0;
/**
 * A new client address for each call, so tests do not trip each other's rate limit. It counts only when the
 * server lists 127.0.0.1 in trusted_proxies: the test then acts as the site's reverse proxy.
 */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** Client IP sent as X-Forwarded-For; a fresh one per request unless given. null sends none. */
  ip?: string | null;
  /** Sends Accept: application/json unless false. */
  acceptJson?: boolean;
}

export async function request(server: ApiServer, pathname: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (options.acceptJson !== false) headers.accept = 'application/json';
  const ip = options.ip === undefined ? nextIp() : options.ip;
  if (ip !== null) headers['x-forwarded-for'] = ip;
  Object.assign(headers, options.headers);
  const res = await fetch(server.url + pathname, {
    method: options.method ?? 'POST',
    headers,
    body: options.body,
    redirect: 'manual',
  });
  const text = await res.text();
  let json: ApiResponse['json'];
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export function postJson(server: ApiServer, pathname: string, body: unknown, options: RequestOptions = {}): Promise<ApiResponse> {
  return request(server, pathname, {
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: typeof body === 'string' || Buffer.isBuffer(body) ? (body as BodyInit) : JSON.stringify(body),
  });
}

export function postForm(server: ApiServer, pathname: string, fields: Record<string, string>, options: RequestOptions = {}): Promise<ApiResponse> {
  return request(server, pathname, {
    ...options,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export function postMultipart(server: ApiServer, pathname: string, form: FormData, options: RequestOptions = {}): Promise<ApiResponse> {
  return request(server, pathname, { ...options, body: form });
}

// Valid submissions to start from

export function validContact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.rao@example.com',
    company: 'Northwind Traders',
    service: 'Consulting',
    message: 'We would like to talk about an ERP roll-out.\nCould you call us next week?',
    ...overrides,
  };
}

export interface VacancyFile {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

export const VACANCY_FIELDS: Record<string, string> = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi.kumar@example.com',
  phone: '+91 (40) 5550-0100',
  company: 'Contoso Health',
  designation: 'HR Manager',
  industry: 'Healthcare',
  service: 'Staffing',
  notes: 'Two Java developers, six-month contract.',
  terms: 'true',
};

/**
 * A vacancy form as the site sends it. Field values in `overrides` replace the defaults; undefined
 * removes one. `file: null` sends no file.
 */
export function vacancyForm(overrides: Record<string, string | undefined> = {}, options: { file?: VacancyFile | null; heardFrom?: string[] } = {}): FormData {
  const form = new FormData();
  const fields = { ...VACANCY_FIELDS, ...overrides };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  for (const item of options.heardFrom ?? ['LinkedIn', 'Referral']) form.append('heardFrom[]', item);
  const file = options.file === undefined ? { bytes: pdfBytes(), name: 'cv.pdf' } : options.file;
  if (file) form.append('resume', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}
