// The browser's and the API's form checks over one table of inputs (test/fixtures/form-parity.json):
// the same verdict for every row, and the same words where the contract gives both sides one message.
// The API side is the real Validator (php), reading the contract from api/config/forms.json. Every rule the
// API applies to a field has a row the browser refuses too, or is listed as server-only with a reason.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contactForm, serverFields, vacancyForm, type ApiField, type FormName } from '@content/forms.ts';
import { htmlPattern, matchesPattern } from '@site/components/forms/pattern.ts';
import {
  contactErrors,
  emptyContact,
  emptyVacancy,
  newsletterEmailError,
  vacancyErrors,
  type ContactField,
  type VacancyErrorField,
  type VacancyValues,
} from '@site/components/forms/rules.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Row {
  form: FormName;
  field: string;
  value: string | boolean;
  /** Both show exactly this (null: both accept). */
  message?: string | null;
  /** Both refuse (true) or both accept (false), each in its own words. */
  refused?: boolean;
  /** The API rule a refusing row exercises (see apiRules). */
  rule?: string;
}
/** A rule the browser leaves to the API; '*' stands for every form or field. */
interface ServerOnly {
  form: FormName | '*';
  field: string;
  rule: string;
  reason: string;
}
const { rows, serverOnly = [] } = JSON.parse(fs.readFileSync(path.join(ROOT, 'test/fixtures/form-parity.json'), 'utf8')) as {
  rows: Row[];
  serverOnly: ServerOnly[];
};

/** The options each select offers (the props the server wrappers pass to the islands). */
const selectOptions: Record<string, readonly string[]> = {
  'contact.service': contactForm.serviceOptions,
  'vacancy.service': vacancyForm.serviceOptions,
  'vacancy.industry': vacancyForm.industryOptions,
};

const aFile = { name: 'cv.pdf', size: 1000 };

/** What the browser says about one field: the island's checks, the input's maxLength, the select's options. */
function browserVerdict(row: Row): string | null {
  const { form, field, value } = row;
  if (form === 'newsletter') return newsletterEmailError(String(value)) ?? null;
  if (form === 'vacancy' && field === 'terms') return vacancyErrors({ ...emptyVacancy(), terms: value === true }, aFile).terms ?? null;
  const text = String(value);
  const shown =
    form === 'contact'
      ? contactErrors({ ...emptyContact(), [field]: text })[field as ContactField]
      : vacancyErrors({ ...emptyVacancy(), [field]: text } as VacancyValues, aFile)[field as VacancyErrorField];
  if (shown) return shown;
  const rule = (serverFields[form] as Record<string, { max?: number }>)[field];
  if (rule?.max !== undefined && text.length > rule.max) return `longer than the input's maxLength ${rule.max}`;
  const options = selectOptions[`${form}.${field}`];
  if (options && !options.includes(text)) return 'not an option of the select';
  return null;
}

const PHP = `
require 'api/lib/Text.php'; require 'api/lib/Forms.php'; require 'api/lib/Validator.php';
use Onas\\Api\\{Forms, Validator};
$out = [];
foreach (json_decode(stream_get_contents(STDIN), true) as $row) {
  $fields = Forms::fields($row['form']);
  $result = Validator::validate([$row['field'] => $fields[$row['field']]], [$row['field'] => $row['value']]);
  $out[] = $result['errors'][$row['field']] ?? null;
}
echo json_encode($out);
`;

function apiVerdicts(table: Row[]): (string | null)[] {
  const result = spawnSync('php', ['-r', PHP], { cwd: ROOT, input: JSON.stringify(table), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`php failed: ${result.stderr}${result.stdout}`);
  return JSON.parse(result.stdout) as (string | null)[];
}

test('the table covers every form, required, length, option, e-mail and consent rows', () => {
  assert.ok(rows.length >= 30);
  for (const form of ['newsletter', 'contact', 'vacancy'])
    assert.ok(
      rows.some((r) => r.form === form),
      form,
    );
  assert.ok(rows.some((r) => r.refused === true) && rows.some((r) => r.refused === false));
  assert.ok(rows.some((r) => typeof r.message === 'string') && rows.some((r) => r.message === null));
});

test('browser and API give the same verdict on every row, and the same message where the contract has one', () => {
  const api = apiVerdicts(rows);
  const wrong: string[] = [];
  rows.forEach((row, i) => {
    const browser = browserVerdict(row);
    const where = `${row.form}.${row.field} = ${JSON.stringify(row.value).slice(0, 40)}`;
    if (row.message !== undefined) {
      if (browser !== row.message) wrong.push(`${where}: browser says ${JSON.stringify(browser)}, expected ${JSON.stringify(row.message)}`);
      if (api[i] !== row.message) wrong.push(`${where}: API says ${JSON.stringify(api[i])}, expected ${JSON.stringify(row.message)}`);
    } else {
      if ((browser !== null) !== row.refused) wrong.push(`${where}: browser ${browser === null ? 'accepts' : `refuses (${browser})`}`);
      if ((api[i] !== null) !== row.refused) wrong.push(`${where}: API ${api[i] === null ? 'accepts' : `refuses (${api[i]})`}`);
    }
  });
  assert.equal(wrong, []);
});

/** The keys of a field's contract entry that this file knows the rules of. */
const KNOWN_KEYS = ['label', 'kind', 'required', 'max', 'multiline', 'options', 'pattern', 'patternHint', 'messages', 'column', 'added'];

/** What api/lib/Validator.php checks of a field, by name. */
function apiRules(field: ApiField): string[] {
  const rules = ['text'];
  if (field.kind === 'consent') return ['consent'];
  if (field.kind === 'options') return ['text', 'options'];
  if (field.required) rules.push('required');
  if (field.max !== undefined) rules.push('max');
  if (field.kind === 'email') rules.push('email');
  else rules.push('controlCharacters');
  if (field.kind === 'option') rules.push('option');
  if (field.pattern !== undefined) rules.push('pattern');
  return rules;
}

/** "form.field rule" for every API rule with neither a refusing row nor a server-only reason. */
function uncovered(table: Row[], exempt: ServerOnly[]): string[] {
  const missing: string[] = [];
  for (const [form, fields] of Object.entries(serverFields) as [FormName, Record<string, ApiField>][]) {
    for (const [field, declared] of Object.entries(fields)) {
      for (const rule of apiRules(declared)) {
        const tested = table.some((r) => r.form === form && r.field === field && r.rule === rule && (r.refused === true || typeof r.message === 'string'));
        const listed = exempt.some(
          (e) => (e.form === '*' || e.form === form) && (e.field === '*' || e.field === field) && e.rule === rule && e.reason.length >= 40,
        );
        if (!tested && !listed) missing.push(`${form}.${field} ${rule}`);
      }
    }
  }
  return missing;
}

test('every API rule of every field is checked by the browser (a refusing row) or listed as server-only with a reason', () => {
  const unknown = Object.values(serverFields).flatMap((fields) =>
    Object.entries(fields as Record<string, ApiField>).flatMap(([name, f]) =>
      Object.keys(f)
        .filter((k) => !KNOWN_KEYS.includes(k))
        .map((k) => `${name}.${k}`),
    ),
  );
  assert.equal(unknown, [], 'a rule this test does not know: add it to apiRules');
  assert.equal(uncovered(rows, serverOnly), []);
});

test('the coverage check can fail: a pattern with no row and no reason is reported', () => {
  const patterned = (Object.entries(serverFields) as [FormName, Record<string, ApiField>][]).flatMap(([form, fields]) =>
    Object.entries(fields)
      .filter(([, { pattern }]) => pattern !== undefined)
      .map(([field]) => `${form}.${field} pattern`),
  );
  assert.ok(patterned.length > 0, 'a field with a pattern');
  assert.equal(
    uncovered(
      rows.filter((r) => r.rule !== 'pattern'),
      serverOnly.filter((e) => e.rule !== 'pattern'),
    ),
    patterned,
  );
});

test("each pattern's input attribute, compiled as browsers compile it (v flag), agrees with the island and the table", () => {
  for (const [form, fields] of Object.entries(serverFields) as [FormName, Record<string, ApiField>][]) {
    for (const [field, { pattern }] of Object.entries(fields)) {
      if (pattern === undefined) continue;
      const attribute = new RegExp(`^(?:${htmlPattern(pattern)})$`, 'v');
      for (const row of rows.filter((r) => r.form === form && r.field === field && typeof r.value === 'string' && r.value.trim() !== '')) {
        const value = String(row.value).trim();
        if (value.length > (fields[field]?.max ?? Infinity)) continue;
        const accepted = row.message === null || row.refused === false;
        assert.is(attribute.test(value), accepted, `${form}.${field} attribute on ${JSON.stringify(value)}`);
        assert.is(matchesPattern(pattern, value), accepted, `${form}.${field} island on ${JSON.stringify(value)}`);
      }
    }
  }
});

test('the parity check can fail: a row with the wrong expectation is reported', () => {
  const row: Row = { form: 'contact', field: 'company', value: 'a'.repeat(101), refused: false };
  assert.is.not(apiVerdicts([row])[0], null);
  assert.is.not(browserVerdict(row), null);
});

test.run();
