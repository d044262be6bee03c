// Reading the (uncontrolled) form fields back, in a DOM (happy-dom). The forms are written from their
// declaration (fields.ts), so a field added to the contract is read like the others.
import { GlobalRegistrator } from '@happy-dom/global-registrator';
GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fieldsOf, type FormName } from '@content/forms.ts';
import { readContact, readNewsletter, readVacancy } from '../../../site/components/forms/read.ts';
import { postedName } from './fields.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A form's controls, one per declared field, holding `value(key)`: a select with an empty first option, a
 * checkbox per option (checked when chosen), one checkbox for the consent, a file input, else a text input
 * (a textarea when multi-line). A field whose value is undefined has no control at all.
 */
function mount<F extends FormName>(form: F, value: (key: string) => string | string[] | boolean | undefined): HTMLFormElement {
  const html = fieldsOf(form).map(([key, field]) => {
    const name = esc(postedName(key, field));
    const v = value(key);
    const { rules } = field;
    if (rules.kind === 'file') return `<input type="file" name="${name}">`;
    if (v === undefined) return '';
    if (rules.kind === 'options')
      return rules.options!.map((o) => `<input type="checkbox" name="${name}" value="${esc(o)}"${(v as string[]).includes(o) ? ' checked' : ''}>`).join('');
    if (rules.kind === 'consent') return `<input type="checkbox" name="${name}" value="true"${v ? ' checked' : ''}>`;
    if (rules.kind === 'option')
      return `<select name="${name}" data-chosen="${esc(String(v))}"><option value="">Choose</option>${rules.options!.map((o) => `<option>${esc(o)}</option>`).join('')}</select>`;
    if (rules.multiline) return `<textarea name="${name}">${esc(String(v))}</textarea>`;
    return `<input name="${name}" value="${esc(String(v))}">`;
  });
  document.body.innerHTML = `<form>${html.join('')}<input name="website" value=""></form>`;
  // Chosen as a visitor chooses (happy-dom does not apply a later option's `selected` attribute).
  for (const select of document.querySelectorAll('select')) select.value = select.dataset.chosen ?? '';
  return document.querySelector('form')!;
}

test('newsletter and contact: each declared field by its name, as typed; an empty string for a missing control', () => {
  assert.is(readNewsletter(mount('newsletter', () => 'ana@acme.com')), 'ana@acme.com');
  const fields = fieldsOf('contact');
  const typed = (key: string) => {
    const { rules } = fields.find(([k]) => k === key)![1];
    return rules.kind === 'option' ? rules.options![1]! : ` ${key} `;
  };
  assert.equal(readContact(mount('contact', typed)), Object.fromEntries(fields.map(([key]) => [key, typed(key)])), 'untrimmed: the rules trim');
  const [missing] = fields[1]!;
  const read = readContact(mount('contact', (key) => (key === missing ? undefined : typed(key)))) as Record<string, string>;
  assert.is(read[missing], '');
  const [choice] = fields.find(([, { rules }]) => rules.kind === 'option')!;
  assert.is((readContact(mount('contact', (key) => (key === choice ? '' : typed(key)))) as Record<string, string>)[choice], '', 'the empty first option');
});

test('vacancy: checkbox choices, the consent flag and no file', () => {
  const fields = fieldsOf('vacancy');
  const typed = (key: string): string | string[] | boolean => {
    const { rules } = fields.find(([k]) => k === key)![1];
    if (rules.kind === 'options') return [rules.options![1]!, rules.options!.at(-1)!];
    if (rules.kind === 'consent') return false;
    if (rules.kind === 'option') return rules.options![0]!;
    return ` ${key} `;
  };
  const form = mount('vacancy', typed);
  const { values, file } = readVacancy(form);
  assert.equal(values, Object.fromEntries(fields.filter(([, { rules }]) => rules.kind !== 'file').map(([key]) => [key, typed(key)])));
  assert.is(file, null);
  const [consent, consentField] = fields.find(([, { rules }]) => rules.kind === 'consent')!;
  (form.elements.namedItem(postedName(consent, consentField)) as HTMLInputElement).checked = true;
  assert.is((readVacancy(form).values as Record<string, unknown>)[consent], true);
});

test.run();
