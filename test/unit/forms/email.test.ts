// The client's e-mail rule against the table the API is tested with too (test/api/email.test.ts), so
// the browser and the server accept and refuse exactly the same addresses.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newsletterEmailError } from '../../../site/components/forms/rules.ts';

const table = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/email-addresses.json'), 'utf8')) as {
  valid: string[];
  invalid: string[];
};

test('the shared table is not empty', () => {
  assert.ok(table.valid.length >= 10 && table.invalid.length >= 30);
});

test('every address of the shared table that a mailbox can use is accepted', () => {
  const refused = table.valid.filter((email) => newsletterEmailError(email) !== undefined);
  assert.equal(refused, []);
});

test('every other address gets the invalid-e-mail message', () => {
  const wrong = table.invalid.filter((email) => newsletterEmailError(email) !== 'Please enter a valid email address.');
  assert.equal(
    wrong.map((e) => JSON.stringify(e)),
    [],
  );
});

test.run();
