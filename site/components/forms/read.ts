// Reads the current values of a rendered form (the fields are uncontrolled, so text typed before
// hydration is kept and a reset is the form's own reset()), field by field from the declaration.
import { fieldsOf, type FormName, type FormValues } from '@content/forms.ts';
import type { ContactValues, VacancyValues } from './rules.ts';

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** A form's values (texts, the chosen options, the consent) and the file chosen in its file field (or null). */
function readForm<F extends FormName>(form: F, element: HTMLFormElement): { values: FormValues<F>; file: File | null } {
  const data = new FormData(element);
  const values: Record<string, string | string[] | boolean> = {};
  let file: File | null = null;
  for (const [key, { rules, input }] of fieldsOf(form)) {
    const name = input?.name ?? key;
    if (rules.kind === 'file') {
      const control = element.elements.namedItem(name);
      file = control instanceof HTMLInputElement ? (control.files?.[0] ?? null) : null;
    } else if (rules.kind === 'options') values[key] = data.getAll(name).filter((v): v is string => typeof v === 'string');
    else if (rules.kind === 'consent') values[key] = data.get(name) !== null;
    else values[key] = text(data, name);
  }
  return { values: values as FormValues<F>, file };
}

export const readNewsletter = (form: HTMLFormElement): string => readForm('newsletter', form).values.email;

export const readContact = (form: HTMLFormElement): ContactValues => readForm('contact', form).values;

/** The vacancy values and the chosen file (null when none). */
export const readVacancy = (form: HTMLFormElement): { values: VacancyValues; file: File | null } => readForm('vacancy', form);
