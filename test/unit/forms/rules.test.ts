// Client-side form checks (spec section 5): every message letter for letter, the file checks and
// the re-check-on-change rule. Which fields each form has comes from its declaration (fields.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  contactErrors,
  emptyContact,
  emptyVacancy,
  fileError,
  fileExtension,
  firstInvalid,
  formatBytes,
  hasErrors,
  isAcceptedFileName,
  newsletterEmailError,
  recheck,
  vacancyErrorFields,
  vacancyErrors,
  type VacancyValues,
} from '../../../site/components/forms/rules.ts';
import { fieldsOf } from '@content/forms.ts';
import { filled, isRequiredText, keysWhere } from './fields.ts';

const MB = 1024 * 1024;

test('newsletter: empty (or blank) e-mail gives the required message', () => {
  assert.is(newsletterEmailError(''), 'Please enter your email.');
  assert.is(newsletterEmailError('   '), 'Please enter your email.');
});

test('newsletter: needs non-space text, an @, a domain, a dot and a suffix', () => {
  for (const bad of [
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.',
    'ana@.com',
    'an a@example.com',
    'ana@exa mple.com',
    'ana@@example.com',
    'ana@example .com',
  ]) {
    assert.is(newsletterEmailError(bad), 'Please enter a valid email address.', bad);
  }
  for (const good of ['ana@example.com', 'a.b+c@sub.example.co.in', '  ana@example.com  ', 'x@y.z']) {
    assert.is(newsletterEmailError(good), undefined, good);
  }
});

test('contact: every required field (all of them today) is required with "Required"; no e-mail format check', () => {
  const required = keysWhere('contact', isRequiredText);
  assert.ok(required.length > 0);
  assert.equal(contactErrors(emptyContact()), Object.fromEntries(required.map((key) => [key, 'Required'])));
  const values = filled('contact', { email: 'not-an-address' });
  assert.equal(contactErrors(values), {});
  const last = required.at(-1)!;
  assert.equal(contactErrors({ ...values, [last]: ' \n\t ' }), { [last]: 'Required' }, 'blank counts as empty');
});

const vacancy = (over: Partial<VacancyValues> = {}): VacancyValues => filled('vacancy', over);
const cv = { name: 'Role.PDF', size: 20_000 };

/** The spec's message for each field the vacancy form checks when it is left empty, in field order. */
const vacancyEmptyMessages = () =>
  Object.fromEntries(
    fieldsOf('vacancy').flatMap(([key, field]) => {
      if (field.rules.kind === 'file') return [[key, 'Please upload a file (PDF, DOC, DOCX)']];
      if (field.rules.kind === 'consent') return [[key, 'You must accept terms and conditions']];
      return isRequiredText(field) ? [[key, 'Required']] : [];
    }),
  );

test('vacancy: empty form gives every message in field order', () => {
  const errors = vacancyErrors(emptyVacancy(), null);
  assert.equal(errors, vacancyEmptyMessages());
  assert.equal(Object.keys(errors), [...vacancyErrorFields]);
  assert.is(firstInvalid(errors, vacancyErrorFields), vacancyErrorFields[0]);
});

test('vacancy: a required text is trimmed; the optional fields may stay empty; the terms must be accepted', () => {
  const [firstRequired] = keysWhere('vacancy', isRequiredText);
  assert.equal(vacancyErrors(vacancy({ [firstRequired!]: '   ' }), cv), { [firstRequired!]: 'Required' });
  const optional = fieldsOf('vacancy').filter(([, { rules }]) => rules.kind !== 'file' && rules.kind !== 'consent' && !('required' in rules && rules.required));
  assert.ok(optional.length > 0);
  const empty = emptyVacancy() as Record<string, unknown>;
  assert.equal(vacancyErrors(vacancy(Object.fromEntries(optional.map(([key]) => [key, empty[key]]))), cv), {});
  const [consent] = keysWhere('vacancy', ({ rules }) => rules.kind === 'consent');
  assert.equal(vacancyErrors(vacancy({ [consent!]: false }), cv), { [consent!]: 'You must accept terms and conditions' });
});

test('file: extension pdf, doc or docx (any case), checked on the name', () => {
  assert.is(fileExtension('cv.final.DOCX'), 'docx');
  assert.is(fileExtension('noext'), '');
  assert.is(fileExtension('.pdf'), 'pdf');
  assert.is(fileExtension('folder.pdf/cv'), '');
  for (const ok of ['cv.pdf', 'CV.PDF', 'a.doc', 'b.docx']) assert.ok(isAcceptedFileName(ok), ok);
  for (const bad of ['cv.txt', 'cv.pdf.exe', 'cv.rtf', 'cv', 'cv.docm', 'pdf']) assert.not.ok(isAcceptedFileName(bad), bad);
});

test('file: required, type, then the 5 MB limit', () => {
  assert.is(fileError(null), 'Please upload a file (PDF, DOC, DOCX)');
  assert.is(fileError(undefined), 'Please upload a file (PDF, DOC, DOCX)');
  assert.is(fileError({ name: 'cv.png', size: 10 }), 'Only PDF, DOC, or DOCX files are allowed');
  assert.is(fileError({ name: 'cv.png', size: 10 * MB }), 'Only PDF, DOC, or DOCX files are allowed', 'type first');
  assert.is(fileError({ name: 'cv.pdf', size: 5 * MB }), undefined, 'exactly 5 MB is fine');
  assert.is(fileError({ name: 'cv.pdf', size: 5 * MB + 1 }), 'The file is larger than 5 MB. Please upload a smaller file.');
});

test('recheck: only a field that shows an error changes', () => {
  const shown = { firstName: 'Required', email: 'Required' };
  assert.equal(recheck(shown, {}, 'firstName'), { email: 'Required' }, 'fixed error goes');
  assert.equal(recheck(shown, { firstName: 'Required' }, 'firstName'), shown, 'still empty stays');
  assert.is(recheck<string>(shown, { company: 'Required' }, 'company'), shown, 'quiet field stays quiet');
  assert.equal(recheck({ jobFile: 'Please upload a file (PDF, DOC, DOCX)' }, { jobFile: 'Only PDF, DOC, or DOCX files are allowed' }, 'jobFile'), {
    jobFile: 'Only PDF, DOC, or DOCX files are allowed',
  });
});

test('hasErrors / firstInvalid / formatBytes', () => {
  assert.not.ok(hasErrors({}));
  assert.ok(hasErrors({ email: 'Required' }));
  assert.is(firstInvalid({ message: 'Required', company: 'Required' }, ['company', 'message'] as const), 'company');
  assert.is(firstInvalid({}, ['company'] as const), undefined);
  assert.is(formatBytes(300), '1 KB');
  assert.is(formatBytes(20_480), '20 KB');
  assert.is(formatBytes(1.5 * MB), '1.5 MB');
  assert.is(formatBytes(2 * MB), '2 MB');
});

test.run();
