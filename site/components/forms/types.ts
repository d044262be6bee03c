// Props of the three form islands (JSON-serialisable: built by the server wrappers from content).
import type { forms } from '@content/forms.ts';

/** The texts of each field of a form, by the field keys of its declaration. */
type FieldTexts<F extends keyof typeof forms> = Record<keyof (typeof forms)[F]['fields'], FieldText>;

export interface FieldText {
  label: string;
  placeholder?: string;
  hint?: string;
}

export interface LinkedText {
  before: string;
  link: string;
  after: string;
  href: string;
}

interface Common {
  formId: string;
  formLabel: string;
  endpoint: string;
  honeypotLabel: string;
  submitLabel: string;
  submittingLabel: string;
}

export interface NewsletterFormProps extends Common {
  email: FieldText;
  downloadLabel: string;
  guideUrl: string;
  guideFileName: string;
  /** Under the form: {before}<a href>{link}</a>{after}. */
  privacyNote: LinkedText;
}

export interface ContactFormProps extends Common {
  requiredNote: string;
  fields: FieldTexts<'contact'>;
  serviceOptions: string[];
}

export interface VacancyFormProps extends Common {
  requiredNote: string;
  fields: FieldTexts<'vacancy'>;
  industryOptions: string[];
  serviceOptions: string[];
  heardFromOptions: string[];
  /** Legend suffix for the optional checkbox group. */
  optionalSuffix: string;
  /** <input type=file accept>. */
  fileAccept: string;
  /** "Selected: {name} ({size})". */
  fileChosen: string;
  /** The terms checkbox's label, linked to the policy (opens in a new tab). */
  terms: LinkedText;
  newTab: string;
}
