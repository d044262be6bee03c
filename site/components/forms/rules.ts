// Client-side checks of the three forms (required fields, the e-mail rule, the vacancy file). Pure functions: no DOM, no React.
import {
  acceptedFileTypes,
  emailPattern,
  fieldsOf,
  limits,
  messages,
  uploadLimitBytes,
  type FieldsOfKind,
  type FormName,
  type FormValues,
} from '@content/forms.ts';
import { matchesPattern, patternMessage } from './pattern.ts';

/** One message per failing field, in field order. */
export type Errors<K extends string> = Partial<Record<K, string>>;

/** The fields that must not be left blank (required text, e-mail and option fields), in page order. */
const requiredTexts = <F extends FormName>(form: F) =>
  fieldsOf(form)
    .filter(([, { rules }]) => (rules.kind === 'text' || rules.kind === 'email' || rules.kind === 'option') && rules.required)
    .map(([key]) => key) as FieldsOfKind<F, 'text' | 'email' | 'option'>[];

/** Every field that can carry an error in the browser, in page order. */
const errorFields = <F extends FormName>(form: F) =>
  fieldsOf(form)
    .filter(
      ([key, { rules }]) =>
        rules.kind === 'file' || rules.kind === 'consent' || ('pattern' in rules && rules.pattern) || (requiredTexts(form) as string[]).includes(key),
    )
    .map(([key]) => key) as FieldsOfKind<F, 'text' | 'email' | 'option' | 'file' | 'consent'>[];

export const contactFields = requiredTexts('contact');
export type ContactField = (typeof contactFields)[number];
export type ContactValues = FormValues<'contact'>;

/** Every field that can carry an error, in the order they appear on the page. */
export const vacancyErrorFields = errorFields('vacancy');
export type VacancyErrorField = (typeof vacancyErrorFields)[number];
/** The vacancy form's file field (the CV). */
export const vacancyFileField = fieldsOf('vacancy').find(([, { rules }]) => rules.kind === 'file')?.[0] as FieldsOfKind<'vacancy', 'file'>;
export type VacancyValues = FormValues<'vacancy'>;

/** What the file checks need of a File. */
export interface FileLike {
  name: string;
  size: number;
}

/** A form with nothing entered: empty texts, no options chosen, consent not given. */
function emptyValues<F extends FormName>(form: F): FormValues<F> {
  const value = (kind: string) => (kind === 'options' ? [] : kind === 'consent' ? false : '');
  return Object.fromEntries(fieldsOf(form).flatMap(([key, { rules }]) => (rules.kind === 'file' ? [] : [[key, value(rules.kind)]]))) as FormValues<F>;
}

export const emptyContact = (): ContactValues => emptyValues('contact');
export const emptyVacancy = (): VacancyValues => emptyValues('vacancy');

/**
 * An address a mailbox can have: a dot-atom local part of at most 64 characters, an @, a domain name
 * with at least one dot whose last label starts with a letter (a top-level domain: PHPMailer, which sends
 * the mail, refuses ann@mail.1a), 254 characters in all. The API's Validator::isEmail is the same rule;
 * test/fixtures/email-addresses.json is the table both are tested with.
 */
function isEmail(email: string): boolean {
  if (email.length > limits.email || !emailPattern.test(email)) return false;
  return email.lastIndexOf('@') <= limits.emailLocal && /^[A-Za-z]/.test(email.slice(email.lastIndexOf('.') + 1));
}

/** Newsletter e-mail: required, then a plain address (isEmail). */
export function newsletterEmailError(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return messages.newsletter.emailRequired;
  if (!isEmail(email)) return messages.newsletter.emailInvalid;
  return undefined;
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

/**
 * The browser's checks of a form, from its declaration: required fields not blank (first name trimmed like
 * the rest; no e-mail format check, the server still checks it), a field's pattern (the phone), the file,
 * the consent. What only the server checks, and why: test/fixtures/form-parity.json `serverOnly`.
 */
function formErrors<F extends 'contact' | 'vacancy'>(form: F, values: FormValues<F>, file?: FileLike | null): Errors<string> {
  const errors: Errors<string> = {};
  const required = requiredTexts(form) as string[];
  const held = values as Record<string, string | string[] | boolean>;
  for (const [key, { rules, apiLabel }] of fieldsOf(form)) {
    let problem: string | undefined;
    const text = String(held[key]).trim();
    if (rules.kind === 'file') problem = fileError(file);
    else if (rules.kind === 'consent') problem = held[key] ? undefined : rules.messages?.required;
    else if (required.includes(key) && text === '') problem = messages[form].required;
    else if (rules.pattern && text !== '' && !matchesPattern(rules.pattern, text)) problem = patternMessage(apiLabel, rules);
    if (problem) errors[key] = problem;
  }
  return errors;
}

/** Contact: every field required. */
export const contactErrors = (values: ContactValues): Errors<ContactField> => formErrors('contact', values);

/** Vacancy: the required text fields, the file and the terms. */
export const vacancyErrors = (values: VacancyValues, file: FileLike | null | undefined): Errors<VacancyErrorField> => formErrors('vacancy', values, file);

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
