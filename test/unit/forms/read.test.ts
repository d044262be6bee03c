// Reading the (uncontrolled) form fields back, in a DOM (happy-dom).
import { GlobalRegistrator } from '@happy-dom/global-registrator';
GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readContact, readNewsletter, readVacancy } from '../../../site/components/forms/read.ts';

function mount(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

test('newsletter and contact: the named fields, empty strings for missing ones', () => {
  assert.is(readNewsletter(mount('<input name="email" value="ana@acme.com"><input name="website" value="">')), 'ana@acme.com');
  const form = mount(`
    <input name="firstName" value="Ana"><input name="lastName" value="">
    <input name="email" value="x"><input name="company" value="Acme">
    <select name="service"><option value="">Select Service</option><option selected>Training</option></select>
    <textarea name="message">Hello</textarea>`);
  assert.equal(readContact(form), { firstName: 'Ana', lastName: '', email: 'x', company: 'Acme', service: 'Training', message: 'Hello' });
});

test('vacancy: checkbox choices, the terms flag and no file', () => {
  const form = mount(`
    <input name="firstName" value=" Ana "><input name="lastName" value="Rao"><input name="email" value="a@b.co">
    <input name="phone" value="1"><input name="company" value="C"><input name="designation" value="D">
    <select name="industry"><option value="">Select Industry</option><option selected>IT</option></select>
    <select name="service"><option value="" selected>Select Service</option><option>Other</option></select>
    <textarea name="notes"></textarea>
    <input type="checkbox" name="heardFrom[]" value="Instagram">
    <input type="checkbox" name="heardFrom[]" value="YouTube" checked>
    <input type="checkbox" name="heardFrom[]" value="Other" checked>
    <input type="checkbox" name="terms" value="true">
    <input type="file" name="resume">`);
  const { values, file } = readVacancy(form);
  assert.equal(values, {
    firstName: ' Ana ',
    lastName: 'Rao',
    email: 'a@b.co',
    phone: '1',
    company: 'C',
    designation: 'D',
    industry: 'IT',
    service: '',
    notes: '',
    heardFrom: ['YouTube', 'Other'],
    terms: false,
  });
  assert.is(file, null);
  (form.elements.namedItem('terms') as HTMLInputElement).checked = true;
  assert.is(readVacancy(form).values.terms, true);
});

test.run();
