// The no-JavaScript result: a code from the fragment selects one fixed text; nothing else from the address counts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { messages, resultCodes, resultMessages } from '@content/forms.ts';
import { readResultCode, resultId, resultOutcome, resultShown, withoutResult } from '../../../site/components/forms/results.ts';

test('readResultCode: only a known code of this form, from the fragment', () => {
  assert.is(readResultCode('#contact-result-sent', 'contact'), 'sent');
  assert.is(readResultCode('#contact-result-invalid-email', 'contact'), 'invalid-email');
  assert.is(readResultCode('#vacancy-result-file-type', 'vacancy'), 'file-type');
  assert.is(readResultCode('#contact-result-sent', 'vacancy'), null, "another form's result");
  assert.is(readResultCode('#contact-result-<script>', 'contact'), null, 'unknown code');
  assert.is(readResultCode('#contact-result-invalid-nope', 'contact'), null, 'unknown field');
  assert.is(readResultCode('#contact-form', 'contact'), null);
  assert.is(readResultCode('', 'newsletter'), null);
});

test('resultShown: the spec wording for sent, failed and error; fixed texts for the rest', () => {
  assert.equal(resultShown('contact', 'sent'), { ok: true, text: messages.contact.success });
  assert.equal(resultShown('vacancy', 'sent'), { ok: true, text: messages.vacancy.success });
  assert.equal(resultShown('newsletter', 'sent'), { ok: true, text: messages.newsletter.success });
  assert.equal(resultShown('contact', 'failed'), { ok: false, text: messages.contact.failed });
  assert.equal(resultShown('vacancy', 'error'), { ok: false, text: messages.vacancy.error });
  assert.equal(resultShown('newsletter', 'busy'), { ok: false, text: messages.newsletter.failed });
  assert.equal(resultShown('newsletter', 'invalid-email'), { ok: false, text: messages.newsletter.emailInvalid });
  assert.equal(resultShown('contact', 'busy'), { ok: false, text: resultMessages.busy });
  assert.equal(resultShown('vacancy', 'too-large'), { ok: false, text: messages.vacancy.fileTooLarge });
  assert.equal(resultShown('vacancy', 'file-required'), { ok: false, text: messages.vacancy.fileRequired });
  assert.equal(resultShown('vacancy', 'file-type'), { ok: false, text: messages.vacancy.fileType });
  assert.equal(resultShown('vacancy', 'invalid-terms'), { ok: false, text: messages.vacancy.termsRequired });
  assert.equal(resultShown('vacancy', 'invalid-phone'), {
    ok: false,
    text: 'Phone is required, must be at most 30 characters, may contain only digits, spaces and + - ( ) .',
  });
  assert.equal(resultShown('contact', 'invalid-email'), { ok: false, text: 'Email must be a valid email address.' });
});

test('every code of every form has its own non-empty text and id', () => {
  for (const [form, codes] of Object.entries(resultCodes) as [keyof typeof resultCodes, readonly string[]][]) {
    const ids = new Set(codes.map((c) => resultId(form, c)));
    assert.is(ids.size, codes.length, form);
    for (const code of codes) assert.ok(resultShown(form, code).text.length > 0, `${form} ${code}`);
  }
});

test('resultOutcome: sent is a success, error a fault, the rest refusals with their fixed text', () => {
  assert.equal(resultOutcome('contact', 'sent'), { kind: 'success' });
  assert.equal(resultOutcome('contact', 'error'), { kind: 'error' });
  assert.equal(resultOutcome('contact', 'invalid-company'), { kind: 'failed', message: 'Company is required, must be at most 100 characters.' });
});

test('withoutResult drops the result parameters and fragment, keeps the path and other parameters', () => {
  assert.is(withoutResult('http://x.test/resources/contact-us/?utm=1&form=contact&status=sent&message=Hi#contact-result-sent'), '/resources/contact-us/?utm=1');
  assert.is(withoutResult('http://x.test/?form=newsletter&status=failed#newsletter-result-failed'), '/');
});

test.run();
