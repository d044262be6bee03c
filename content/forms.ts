/**
 * The form contract: every form string, option list, endpoint and limit, shared by the islands and (through
 * api/config/forms.json) the PHP API. Messages and option lists are the agreed exact wording; do not reword them.
 * Added beyond that wording: field labels/placeholders/button labels, and
 * `messages.vacancy.fileTooLarge`, which goes with the 5 MB upload limit.
 */

// ---------------------------------------------------------------------------------------------
// Option lists

const serviceOptions = ['Consulting', 'Staffing', 'Training', 'Software Development', 'Other'] as const;
const servicePlaceholder = 'Select Service';

const industryOptions = ['IT', 'Finance', 'Healthcare', 'Education', 'Manufacturing', 'Other'] as const;
const industryPlaceholder = 'Select Industry';

const heardFromOptions = ['Instagram', 'YouTube', 'LinkedIn', 'Referral', 'Other'] as const;

/** Accepted upload extensions, lower case, without the dot. */
export const acceptedFileTypes = ['pdf', 'doc', 'docx'] as const;

// ---------------------------------------------------------------------------------------------
// Constants

/** Success toast visible time. */
export const toastMs = 4000;
/** Largest accepted upload (vacancy form). */
const uploadLimitMb = 5;
export const uploadLimitBytes = uploadLimitMb * 1024 * 1024;

/** Longest accepted value of each kind of field, in characters (the inputs' maxLength and the API's check). */
export const limits = {
  name: 100,
  email: 254,
  /** The part of an e-mail address before the @. */
  emailLocal: 64,
  phone: 30,
  longText: 5000,
} as const;

/**
 * Anti-spam fields every form sends: `honeypot` is a hidden text field people leave empty; `startedAt`
 * is when the form was shown (ms since the epoch), so the API can flag answers sent too fast.
 */
export const guardFields = { honeypot: 'website', startedAt: 'startedAt' } as const;

/**
 * E-mail check (newsletter in the browser, every form on the server): a dot-atom local part, an @ and a
 * domain name with at least one dot. See isEmail in site/components/forms/rules.ts for the length limits.
 */
export const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const endpoints = {
  newsletter: '/api/newsletter.php',
  contact: '/api/contact.php',
  vacancy: '/api/vacancy.php',
} as const;

export const guideUrl = '/guide.pdf';
export const guideFileName = 'ONAS-AI-Solutions-Guide.pdf';
export const downloadGuideLabel = 'Download PDF Guide';

// ---------------------------------------------------------------------------------------------
// Messages (exact wording)

export const messages = {
  newsletter: {
    emailRequired: 'Please enter your email.',
    emailInvalid: 'Please enter a valid email address.',
    success: 'Email sent successfully! Download your guide below.',
    failed: 'Failed to send email. Please try again.',
    error: 'Error sending email. Please try again later.',
  },
  contact: {
    required: 'Required',
    success: 'Request sent successfully!',
    /** Alerted when success is false and the server sent no message. */
    failed: 'Failed to send request.',
    /** Alerted on network failure. */
    error: 'Error sending request.',
  },
  vacancy: {
    required: 'Required',
    fileRequired: 'Please upload a file (PDF, DOC, DOCX)',
    fileType: 'Only PDF, DOC, or DOCX files are allowed',
    /** Added: goes with uploadLimitMb. */
    fileTooLarge: `The file is larger than ${uploadLimitMb} MB. Please upload a smaller file.`,
    termsRequired: 'You must accept terms and conditions',
    success: 'Form submitted successfully!',
    /** Alerted when success is false and the server sent no message. */
    failed: 'Failed to submit. Please try again.',
    /** Alerted on network failure. */
    error: 'Error submitting form. Please try again later.',
  },
  notFound: '404 - Page Not Found',
} as const;

// ---------------------------------------------------------------------------------------------
// The declaration: each form's fields, in page order, each with everything the site and the API need of it.
// Derived from it: the islands' fields (site/components/forms/FormFields.tsx), the client rules (rules.ts),
// the request bodies (submit.ts), and through api/config/forms.json the API's validator, stored columns,
// CSV export and notification labels, and the SQL schema (api/lib/Schema.php). Adding a field: see
// docs/api.md "Adding a field".

export interface FieldText {
  label: string;
  placeholder?: string;
  /** Short help under the field. */
  hint?: string;
}

/** One field as the API checks it. Labels name the field in the API's messages ("First name is required."). */
export interface ServerField {
  label: string;
  kind: 'text' | 'email' | 'option' | 'options' | 'consent';
  required?: boolean;
  /** Longest value, in characters. */
  max?: number;
  /** Line breaks allowed. */
  multiline?: boolean;
  options?: readonly string[];
  /**
   * A regular expression source the whole value must match (^…$), valid with the v flag (browsers compile the
   * input's `pattern` with it), and the message ending when it does not: "<label> <patternHint>".
   */
  pattern?: string;
  patternHint?: string;
  /** Wording that replaces the API's default message. */
  messages?: { required?: string; invalid?: string };
}

/** The rules of a field the API checks, without its label. */
type Rules = Omit<ServerField, 'label'>;

/** A field of the declaration: what the page shows, what the API checks, where it is stored. */
export interface DeclaredField extends FieldText {
  /** How the API's messages and the notification e-mail name the field. */
  apiLabel: string;
  /** Its database column (a file: the prefix of its four columns). Never rename: stored data uses it. */
  column: string;
  /**
   * The schema revision that added its column (default 1, the first). A field added to a running site takes
   * the next revision: migrating adds its column to existing databases (docs/api.md "Adding a field").
   */
  added?: number;
  /** The API's rules; `file` is the vacancy CV, checked by api/lib/Upload.php. */
  rules: Rules | { kind: 'file'; required: true };
  /** Attributes of its input: the control's name when it is not the field's key, its type, autocomplete. */
  input?: { name?: string; type?: 'email' | 'tel'; autoComplete?: string /** Spans the form's two columns. */; wide?: boolean };
}

const nameRules = { kind: 'text', required: true, max: limits.name } as const satisfies Rules;
const emailRules = { kind: 'email', required: true, max: limits.email } as const satisfies Rules;
const optionRules = (options: readonly string[]) => ({ kind: 'option', required: true, options }) as const satisfies Rules;
const longTextRules = (required: boolean) => ({ kind: 'text', required, max: limits.longText, multiline: true }) as const satisfies Rules;

/**
 * Digits, spaces and + - ( ) . only. Written for the v flag, with which browsers compile an input's `pattern`
 * (inside a class it wants ( ) - escaped); the same source works in PHP's PCRE and with the u flag. A source,
 * not a literal: the islands load this module in browsers that have no v flag.
 */
const phonePattern = String.raw`^[0-9 +\-\(\).]+$`;

export const forms = {
  newsletter: {
    table: 'newsletter',
    fields: {
      email: {
        label: 'Work email',
        placeholder: 'you@company.com',
        apiLabel: 'Email',
        column: 'email',
        rules: { ...emailRules, messages: { required: messages.newsletter.emailRequired, invalid: messages.newsletter.emailInvalid } },
        input: { type: 'email', autoComplete: 'email' },
      },
    },
  },
  contact: {
    table: 'contacts',
    fields: {
      firstName: { label: 'First Name', apiLabel: 'First name', column: 'first_name', rules: nameRules, input: { autoComplete: 'given-name' } },
      lastName: { label: 'Last Name', apiLabel: 'Last name', column: 'last_name', rules: nameRules, input: { autoComplete: 'family-name' } },
      email: {
        label: 'Email',
        placeholder: 'you@company.com',
        apiLabel: 'Email',
        column: 'email',
        rules: emailRules,
        input: { type: 'email', autoComplete: 'email' },
      },
      company: { label: 'Company', apiLabel: 'Company', column: 'company', rules: nameRules, input: { autoComplete: 'organization' } },
      service: {
        label: 'Service',
        placeholder: servicePlaceholder,
        apiLabel: 'Service',
        column: 'service',
        rules: optionRules(serviceOptions),
        input: { wide: true },
      },
      message: {
        label: 'Message',
        placeholder: 'Tell us what you need and when you need it.',
        apiLabel: 'Message',
        column: 'message',
        rules: longTextRules(true),
        input: { wide: true },
      },
    },
  },
  vacancy: {
    table: 'vacancies',
    fields: {
      firstName: { label: 'First Name', apiLabel: 'First name', column: 'first_name', rules: nameRules, input: { autoComplete: 'given-name' } },
      lastName: { label: 'Last Name', apiLabel: 'Last name', column: 'last_name', rules: nameRules, input: { autoComplete: 'family-name' } },
      email: {
        label: 'Business Email',
        placeholder: 'you@company.com',
        apiLabel: 'Business email',
        column: 'email',
        rules: emailRules,
        input: { type: 'email', autoComplete: 'email' },
      },
      phone: {
        label: 'Phone',
        apiLabel: 'Phone',
        column: 'phone',
        rules: {
          kind: 'text',
          required: true,
          max: limits.phone,
          pattern: phonePattern,
          patternHint: 'may contain only digits, spaces and + - ( ) .',
        },
        input: { type: 'tel', autoComplete: 'tel' },
      },
      company: { label: 'Company', apiLabel: 'Company', column: 'company', rules: nameRules, input: { autoComplete: 'organization' } },
      designation: {
        label: 'Designation',
        apiLabel: 'Designation',
        column: 'designation',
        rules: nameRules,
        input: { autoComplete: 'organization-title' },
      },
      industry: { label: 'Industry', placeholder: industryPlaceholder, apiLabel: 'Industry', column: 'industry', rules: optionRules(industryOptions) },
      service: { label: 'Service', placeholder: servicePlaceholder, apiLabel: 'Service', column: 'service', rules: optionRules(serviceOptions) },
      jobFile: {
        label: 'Job Description or Resume',
        hint: `PDF, DOC or DOCX, up to ${uploadLimitMb} MB`,
        apiLabel: 'CV',
        column: 'resume',
        rules: { kind: 'file', required: true },
        input: { name: 'resume', wide: true },
      },
      notes: {
        label: 'Notes (optional)',
        placeholder: 'Role details, start date, location or anything else we should know.',
        apiLabel: 'Notes',
        column: 'notes',
        rules: longTextRules(false),
        input: { wide: true },
      },
      heardFrom: {
        label: 'How did you hear about us?',
        apiLabel: 'How you heard about us',
        column: 'heard_from',
        rules: { kind: 'options', options: heardFromOptions },
        input: { name: 'heardFrom[]', wide: true },
      },
      terms: {
        label: 'I accept the terms and conditions and the Privacy Policy',
        apiLabel: 'Terms',
        column: 'terms_accepted',
        rules: { kind: 'consent', messages: { required: messages.vacancy.termsRequired } },
        input: { wide: true },
      },
    },
  },
} as const satisfies Record<string, { table: string; fields: Record<string, DeclaredField> }>;

export type FormName = keyof typeof forms;
type Fields<F extends FormName> = (typeof forms)[F]['fields'];
/** The fields of a form whose rules are of one kind. */
export type FieldsOfKind<F extends FormName, K extends string> = {
  [N in keyof Fields<F>]: Fields<F>[N] extends { rules: { kind: K } } ? N : never;
}[keyof Fields<F>];

/** The value a field holds in the browser: text, the chosen options, the consent (a file is held apart). */
type ValueOf<R> = R extends { kind: 'options' } ? string[] : R extends { kind: 'consent' } ? boolean : string;
export type FormValues<F extends FormName> = {
  -readonly [N in Exclude<keyof Fields<F>, FieldsOfKind<F, 'file'>>]: ValueOf<Fields<F>[N] extends { rules: infer R } ? R : never>;
};

/** A form's fields as [key, declaration] pairs, in page order. */
export const fieldsOf = <F extends FormName>(form: F) => Object.entries(forms[form].fields) as [keyof Fields<F> & string, DeclaredField][];

/** What the page shows of each field (the islands' props): label, placeholder, hint. */
function fieldTexts<F extends FormName>(form: F) {
  const text = ({ label, placeholder, hint }: DeclaredField): FieldText => ({
    label,
    ...(placeholder !== undefined ? { placeholder } : {}),
    ...(hint !== undefined ? { hint } : {}),
  });
  return Object.fromEntries(fieldsOf(form).map(([key, field]) => [key, text(field)])) as unknown as {
    [K in keyof Fields<F>]: Pick<Fields<F>[K], Extract<keyof Fields<F>[K], keyof FieldText>>;
  };
}

/** JSON request bodies: one string per field (the vacancy form is multipart, see submit.ts). */
export type NewsletterRequest = Record<keyof Fields<'newsletter'>, string>;
export type ContactRequest = Record<keyof Fields<'contact'>, string>;

export const newsletterForm = {
  email: /* @__PURE__ */ fieldTexts('newsletter').email,
  submitLabel: 'Get the Guide',
  submittingLabel: 'Sending…',
  downloadLabel: downloadGuideLabel,
  guideUrl,
  guideFileName,
} as const;

export const contactForm = {
  fields: /* @__PURE__ */ fieldTexts('contact'),
  serviceOptions,
  submitLabel: 'Send Request',
  submittingLabel: 'Sending…',
} as const;

export const vacancyForm = {
  fields: /* @__PURE__ */ fieldTexts('vacancy'),
  industryOptions,
  serviceOptions,
  heardFromOptions,
  submitLabel: 'Submit Vacancy',
  submittingLabel: 'Submitting…',
} as const;

// ---------------------------------------------------------------------------------------------
// The API's rules (api/lib/Forms.php reads them from api/config/forms.json, written from this module
// by `npm run forms`; test/unit/forms/contract.test.ts fails when that file is stale).

/** A field as the API reads it from forms.json: its rules, the label of its messages, its column. */
export type ApiField = ServerField & { column: string; added?: number };

function apiFields(form: FormName): Record<string, ApiField> {
  const out: Record<string, ApiField> = {};
  for (const [key, { apiLabel, column, added, rules }] of fieldsOf(form)) {
    if (rules.kind !== 'file') out[key] = { label: apiLabel, ...rules, column, ...(added ? { added } : {}) };
  }
  return out;
}

export const serverFields = {
  newsletter: apiFields('newsletter'),
  contact: apiFields('contact'),
  vacancy: apiFields('vacancy'),
} as const satisfies Record<FormName, Record<string, ApiField>>;

/** The file field of a form, as the API reads it: its multipart part and its column prefix. */
function apiUploads() {
  const out: Partial<Record<FormName, { field: string; part: string; label: string; column: string }>> = {};
  for (const form of Object.keys(forms) as FormName[]) {
    for (const [key, field] of fieldsOf(form)) {
      if (field.rules.kind === 'file') out[form] = { field: key, part: field.input?.name ?? key, label: field.apiLabel, column: field.column };
    }
  }
  return out;
}

/** The API's answer when a submission is accepted (shown after the no-JavaScript redirect). */
export const serverSuccess = {
  newsletter: 'Thank you for subscribing. Download the ONAS AI Solutions Guide below.',
  contact: 'Thank you. Your request has been received.',
  vacancy: 'Thank you. Your vacancy has been submitted.',
} as const satisfies Record<FormName, string>;

// ---------------------------------------------------------------------------------------------
// The no-JavaScript result. The API answers a plain form post with a 303 back to its page, carrying a result
// CODE, never text: `?form=<form>&status=<code>#<form>-result-<code>`. The page prerenders one fixed message
// per code inside the form, shown by CSS `:target`, so the result shows at once without script and nothing
// from the address is ever rendered. The codes below are the whole catalogue (the API falls back to `failed`
// for anything else).

/** Codes every form can get: accepted, refused (other 4xx), server fault (5xx), rate limited, body too large. */
const commonResultCodes = ['sent', 'failed', 'error', 'busy', 'too-large'] as const;
/** A 422 names its first invalid field: `invalid-<field>`. */
const fieldResultCodes = <F extends FormName>(form: F) => Object.keys(serverFields[form]).map((field) => `invalid-${field}`);
/** The vacancy CV's own problems (a 413 on the CV is `too-large`). */
const fileResultCodes = ['file-required', 'file-type', 'file-invalid'] as const;

export const resultCodes = {
  newsletter: [...commonResultCodes, ...fieldResultCodes('newsletter')],
  contact: [...commonResultCodes, ...fieldResultCodes('contact')],
  vacancy: [...commonResultCodes, ...fieldResultCodes('vacancy'), ...fileResultCodes],
} as const satisfies Record<FormName, readonly string[]>;

/** Result texts the spec does not word (the spec's own messages are in `messages`). */
export const resultMessages = {
  busy: 'Too many submissions from your network. Please try again in a few minutes.',
  tooLarge: 'The request is too large. Please shorten your message and try again.',
  fileInvalid: 'The file could not be read. Please upload it again as a PDF, DOC or DOCX file.',
} as const;

/** Everything the API reads from api/config/forms.json. */
export function formContract() {
  return {
    generatedFrom: 'content/forms.ts (npm run forms)',
    guardFields,
    resultCodes,
    limits,
    /** Source of the e-mail regular expression (no flags); the API adds its own delimiters. */
    emailPattern: emailPattern.source,
    acceptedFileTypes,
    messages: {
      fileRequired: messages.vacancy.fileRequired,
      fileType: messages.vacancy.fileType,
      termsRequired: messages.vacancy.termsRequired,
      success: serverSuccess,
    },
    tables: Object.fromEntries(Object.entries(forms).map(([form, { table }]) => [form, table])),
    fields: serverFields,
    uploads: apiUploads(),
  };
}

/** The text of api/config/forms.json. */
export const formContractJson = () => `${JSON.stringify(formContract(), null, 2)}\n`;
