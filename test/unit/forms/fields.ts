// A form's fields and values made from its declaration (content/forms.ts), so that no test lists a form's
// fields: a field added to the contract is filled, checked, sent and read like the others.
import { fieldsOf, type FormName, type FormValues } from '@content/forms.ts';
import { matchesPattern } from '@site/components/forms/pattern.ts';

type Field = ReturnType<typeof fieldsOf>[number][1];

/** The name a field's control posts under (the key, unless the declaration names its input). */
export const postedName = (key: string, field: Field) => field.input?.name ?? key;

/** Keys of a form's fields, in page order, that match a test. */
export const keysWhere = <F extends FormName>(form: F, where: (field: Field) => boolean) =>
  fieldsOf(form)
    .filter(([, field]) => where(field))
    .map(([key]) => key);

/** Required text, e-mail and option fields: the browser asks for these with "Required". */
export const isRequiredText = ({ rules }: Field) => (rules.kind === 'text' || rules.kind === 'email' || rules.kind === 'option') && rules.required === true;

/**
 * A value the browser's rules accept for a field: its first option (options: its first two), consent given,
 * `text` for a plain field. A field with a pattern gets digits (what the phone pattern asks for); a pattern
 * that refuses them throws here, so the test that uses it says what to change.
 */
export function accepted(key: string, field: Field, text: string): string | string[] | boolean {
  const { rules } = field;
  if (rules.kind === 'options') return rules.options!.slice(0, 2);
  if (rules.kind === 'consent') return true;
  if (rules.kind === 'option') return rules.options![0]!;
  if (rules.kind === 'text' && rules.pattern) {
    if (!matchesPattern(rules.pattern, '123')) throw new Error(`test/unit/forms/fields.ts: no sample value for ${key}'s pattern`);
    return '123';
  }
  return text;
}

/** Every field of a form filled with a value its browser rules accept (the file aside), with `over` on top. */
export function filled<F extends FormName>(form: F, over: Partial<Record<string, string | string[] | boolean>> = {}): FormValues<F> {
  const values = Object.fromEntries(
    fieldsOf(form).flatMap(([key, field]) => (field.rules.kind === 'file' ? [] : [[key, accepted(key, field, `${key} value`)]])),
  );
  return { ...values, ...over } as FormValues<F>;
}
