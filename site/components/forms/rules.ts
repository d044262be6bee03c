// Client-side checks of the three forms (required fields, the e-mail rule, the vacancy file). Pure functions: no DOM, no React.
import { acceptedFileTypes, emailPattern, limits, messages, uploadLimitBytes } from '@content/forms.ts';

/** One message per failing field, in field order. */
export type Errors<K extends string> = Partial<Record<K, string>>;

export const contactFields = ['firstName', 'lastName', 'email', 'company', 'service', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

export const vacancyTextFields = ['firstName', 'lastName', 'email', 'phone', 'company', 'designation', 'industry', 'service'] as const;
type VacancyTextField = (typeof vacancyTextFields)[number];
/** Every field that can carry an error, in the order they appear on the page. */
export const vacancyErrorFields = [...vacancyTextFields, 'jobFile', 'terms'] as const;
export type VacancyErrorField = (typeof vacancyErrorFields)[number];

export interface VacancyValues extends Record<VacancyTextField, string> {
  notes: string;
  heardFrom: string[];
  terms: boolean;
}

/** What the file checks need of a File. */
export interface FileLike {
  name: string;
  size: number;
}

export const emptyContact = (): ContactValues => ({ firstName: '', lastName: '', email: '', company: '', service: '', message: '' });

export const emptyVacancy = (): VacancyValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  designation: '',
  industry: '',
  service: '',
  notes: '',
  heardFrom: [],
  terms: false,
});

const blank = (value: string) => value.trim() === '';

/**
 * An address a mailbox can have: a dot-atom local part of at most 64 characters, an @, a domain name
 * with at least one dot whose last label is not all digits, 254 characters in all. The API's
 * Validator::isEmail is the same rule; test/fixtures/email-addresses.json is the table both are tested with.
 */
function isEmail(email: string): boolean {
  if (email.length > limits.email || !emailPattern.test(email)) return false;
  return email.lastIndexOf('@') <= limits.emailLocal && !/^[0-9]+$/.test(email.slice(email.lastIndexOf('.') + 1));
}

/** Newsletter e-mail: required, then a plain address (isEmail). */
export function newsletterEmailError(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return messages.newsletter.emailRequired;
  if (!isEmail(email)) return messages.newsletter.emailInvalid;
  return undefined;
}

/** Contact: every field required; no e-mail format check (the server still checks it). */
export function contactErrors(values: ContactValues): Errors<ContactField> {
  const errors: Errors<ContactField> = {};
  for (const field of contactFields) if (blank(values[field])) errors[field] = messages.contact.required;
  return errors;
}

/** The extension of a file name, lower case without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const match = /\.([^./\\]+)$/.exec(name.trim());
  return match ? match[1].toLowerCase() : '';
}

export function isAcceptedFileName(name: string): boolean {
  return (acceptedFileTypes as readonly string[]).includes(fileExtension(name));
}

/** The vacancy file: required, PDF/DOC/DOCX by extension, at most the upload limit. */
export function fileError(file: FileLike | null | undefined): string | undefined {
  if (!file) return messages.vacancy.fileRequired;
  if (!isAcceptedFileName(file.name)) return messages.vacancy.fileType;
  if (file.size > uploadLimitBytes) return messages.vacancy.fileTooLarge;
  return undefined;
}

/** Vacancy: the eight text fields (first name trimmed like the rest), the file and the terms. */
export function vacancyErrors(values: VacancyValues, file: FileLike | null | undefined): Errors<VacancyErrorField> {
  const errors: Errors<VacancyErrorField> = {};
  for (const field of vacancyTextFields) if (blank(values[field])) errors[field] = messages.vacancy.required;
  const fileProblem = fileError(file);
  if (fileProblem) errors.jobFile = fileProblem;
  if (!values.terms) errors.terms = messages.vacancy.termsRequired;
  return errors;
}

/** The first field (in `order`) that has an error. */
export function firstInvalid<K extends string>(errors: Errors<K>, order: readonly K[]): K | undefined {
  return order.find((field) => errors[field] !== undefined);
}

export const hasErrors = (errors: Errors<string>) => Object.values(errors).some((e) => e !== undefined);

/**
 * After a change: a field that shows an error is checked again (its error goes or changes); fields
 * without one stay quiet until the next submit.
 */
export function recheck<K extends string>(shown: Errors<K>, fresh: Errors<K>, field: K): Errors<K> {
  if (shown[field] === undefined) return shown;
  const next = { ...shown };
  if (fresh[field] === undefined) delete next[field];
  else next[field] = fresh[field];
  return next;
}

/** "1.2 MB" / "340 KB" for the chosen-file line. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
