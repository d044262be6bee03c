// The form contract: content/forms.ts is the one copy; api/config/forms.json is generated from it and the
// API reads that file (api/lib/Forms.php holds no rule of its own).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formContract, formContractJson, guardFields, messages, resultCodes, serverFields, serverSuccess } from '@content/forms.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const committed = () => fs.readFileSync(path.join(ROOT, 'api/config/forms.json'), 'utf8');

/** Runs PHP with the API's classes loaded; the snippet echoes JSON. */
function php(snippet: string): unknown {
  const code = `require 'api/lib/bootstrap.php'; use Onas\\Api\\{Forms, Validator}; ${snippet}`;
  const result = spawnSync('php', ['-r', code], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`php failed: ${result.stderr}${result.stdout}`);
  return JSON.parse(result.stdout);
}

test('api/config/forms.json is up to date with content/forms.ts (run `npm run forms` when this fails)', () => {
  assert.fixture(committed(), formContractJson());
});

test('the API reads its fields, messages, guard names, anchors and answers from the contract', () => {
  const got = php(`echo json_encode([
    'fields' => ['newsletter' => Forms::fields('newsletter'), 'contact' => Forms::fields('contact'), 'vacancy' => Forms::fields('vacancy')],
    'fileRequired' => Forms::message('fileRequired'), 'fileType' => Forms::message('fileType'),
    'honeypot' => Forms::guardField('honeypot'), 'startedAt' => Forms::guardField('startedAt'),
    'codes' => array_map([Forms::class, 'resultCodes'], ['newsletter', 'contact', 'vacancy']),
    'success' => array_map([Forms::class, 'success'], ['newsletter', 'contact', 'vacancy']),
  ]);`);
  assert.equal(got, {
    fields: JSON.parse(JSON.stringify(serverFields)),
    fileRequired: messages.vacancy.fileRequired,
    fileType: messages.vacancy.fileType,
    honeypot: guardFields.honeypot,
    startedAt: guardFields.startedAt,
    codes: Object.values(resultCodes),
    success: Object.values(serverSuccess),
  });
});

test('a change to the contract reaches the API: the API follows a rewritten forms.json', () => {
  // A copy of api/ with a contract whose company limit is 3: the API refuses a 4-character company.
  const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules/.cache-forms-'));
  try {
    fs.cpSync(path.join(ROOT, 'api/lib'), path.join(dir, 'lib'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'config'));
    const contract = formContract();
    const changed = {
      ...contract,
      fields: { ...contract.fields, contact: { ...contract.fields.contact, company: { ...contract.fields.contact.company, max: 3 } } },
    };
    fs.writeFileSync(path.join(dir, 'config/forms.json'), JSON.stringify(changed));
    const code = `require 'lib/bootstrap.php'; use Onas\\Api\\{Forms, Validator};
      echo json_encode(Validator::validate(['company' => Forms::fields('contact')['company']], ['company' => 'Acme'])['errors']);`;
    const result = spawnSync('php', ['-r', code], { cwd: dir, encoding: 'utf8' });
    assert.is(result.status, 0, result.stderr);
    assert.equal(JSON.parse(result.stdout), { company: 'Company must be at most 3 characters.' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('an unknown form is refused', () => {
  assert.equal(
    php(`try { Forms::fields('survey'); echo json_encode('no error'); } catch (InvalidArgumentException $e) { echo json_encode($e->getMessage()); }`),
    "Unknown form 'survey'",
  );
});

test.run();
