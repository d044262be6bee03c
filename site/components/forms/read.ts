// Reads the current values of a rendered form (the fields are uncontrolled, so text typed before
// hydration is kept and a reset is the form's own reset()).
import { contactFields, vacancyTextFields, type ContactValues, type VacancyValues } from './rules.ts';

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

export function readNewsletter(form: HTMLFormElement): string {
  return text(new FormData(form), 'email');
}

export function readContact(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  return Object.fromEntries(contactFields.map((f) => [f, text(data, f)])) as ContactValues;
}

/** The vacancy values and the chosen file (null when none). */
export function readVacancy(form: HTMLFormElement): { values: VacancyValues; file: File | null } {
  const data = new FormData(form);
  const values = {
    ...(Object.fromEntries(vacancyTextFields.map((f) => [f, text(data, f)])) as Record<(typeof vacancyTextFields)[number], string>),
    notes: text(data, 'notes'),
    heardFrom: data.getAll('heardFrom[]').filter((v): v is string => typeof v === 'string'),
    terms: data.get('terms') !== null,
  };
  const input = form.elements.namedItem('resume');
  const file = input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null;
  return { values, file };
}
