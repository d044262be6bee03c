// Parity of the form declaration (content/forms.ts) with everything the API derives from it: the committed
// api/config/forms.json, the columns of a real (SQLite) database made by Schema, the notification e-mail's
// labels and the CSV export's header. The API's side is the real PHP code, run once for all forms.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fieldsOf, forms, type FormName } from '@content/forms.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FORMS = Object.keys(forms) as FormName[];

/** Columns every form table has besides its fields' (Schema.php's fixed lists). */
const FIXED = ['id', 'created_at', 'ip_hash', 'user_agent', 'suspected_spam', 'mail_status'];
/** Columns that belong to no field: the newsletter's key for one row per address. */
const EXTRA: Partial<Record<FormName, string[]>> = { newsletter: ['email_key'] };
/** The four columns of a file field, after its column prefix. */
const FILE_COLUMNS = ['file', 'original_name', 'type', 'size'];

/** A value each kind of field accepts. */
const sample = (kind: string, options?: readonly string[]) =>
  kind === 'options' ? options?.slice(0, 2) : kind === 'consent' ? 'true' : kind === 'option' ? options?.[0] : kind === 'email' ? 'ana@acme.example' : '123'; // digits: a phone number too

interface ApiView {
  contract: { tables: Record<string, string>; fields: Record<string, Record<string, { label: string; column: string }>> };
  columns: Record<string, string[]>;
  csvHeader: Record<string, string>;
  mailText: Record<string, string>;
}

/** What the API makes of the declaration, on a fresh SQLite database in a scratch data directory. */
function apiView(): ApiView {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-parity-'));
  try {
    fs.writeFileSync(path.join(dir, 'config.php'), `<?php\nreturn ['data_dir' => ${JSON.stringify(path.join(dir, 'data'))}];\n`);
    const values = Object.fromEntries(
      FORMS.map((form) => [
        form,
        Object.fromEntries(
          fieldsOf(form).flatMap(([key, { rules }]) =>
            rules.kind === 'file' ? [] : [[key, sample(rules.kind, 'options' in rules ? rules.options : undefined)]],
          ),
        ),
      ]),
    );
    const code = `require 'api/lib/bootstrap.php';
      use Onas\\Api\\{Config, CsvExport, DataDir, Database, Forms, Notifications, Validator};
      $config = Config::load();
      $db = Database::open($config, DataDir::prepare($config->dataDir()));
      $out = ['contract' => json_decode(file_get_contents('api/config/forms.json'), true), 'columns' => [], 'csvHeader' => [], 'mailText' => []];
      foreach (json_decode(stream_get_contents(STDIN), true) as $form => $values) {
          $table = Forms::table($form);
          $out['columns'][$form] = array_column($db->run("PRAGMA table_info($table)")->fetchAll(), 'name');
          $csv = fopen('php://memory', 'w+');
          CsvExport::write($db, $table, null, $csv);
          rewind($csv);
          $out['csvHeader'][$form] = trim(substr((string) fgets($csv), 3));
          $checked = Validator::validate(Forms::fields($form), $values);
          if ($checked['errors'] !== []) { throw new RuntimeException(json_encode($checked['errors'])); }
          $out['mailText'][$form] = Notifications::forSubmission($form, 1, $checked['values'], null, false, $config)[0]['body'];
      }
      echo json_encode($out);`;
    const result = spawnSync('php', ['-r', code], {
      cwd: ROOT,
      input: JSON.stringify(values),
      encoding: 'utf8',
      env: { ...process.env, ONAS_API_CONFIG: path.join(dir, 'config.php') },
    });
    if (result.status !== 0) throw new Error(`php failed: ${result.stderr}${result.stdout}`);
    return JSON.parse(result.stdout) as ApiView;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const api = apiView();

/** The columns a form's declaration gives it: each field's, a file field's four. */
const declaredColumns = (form: FormName) =>
  fieldsOf(form).flatMap(([, { column, rules }]) => (rules.kind === 'file' ? FILE_COLUMNS.map((c) => `${column}_${c}`) : [column]));

test('forms.json names every declared field (not the file) with its API label and column, and each form its table', () => {
  for (const form of FORMS) {
    assert.is(api.contract.tables[form], forms[form].table, form);
    const declared = fieldsOf(form).filter(([, { rules }]) => rules.kind !== 'file');
    assert.equal(
      Object.entries(api.contract.fields[form]).map(([key, { label, column }]) => ({ key, label, column })),
      declared.map(([key, { apiLabel, column }]) => ({ key, label: apiLabel, column })),
      form,
    );
  }
});

test('the database: each form table has exactly the declared columns besides the fixed ones', () => {
  for (const form of FORMS) {
    const stored = api.columns[form].filter((c) => !FIXED.includes(c) && !(EXTRA[form] ?? []).includes(c));
    assert.equal(stored.toSorted(), declaredColumns(form).toSorted(), form);
  }
});

test('the CSV export has a column for each declared column', () => {
  for (const form of FORMS) {
    const header = api.csvHeader[form].split(',');
    for (const column of declaredColumns(form)) assert.ok(header.includes(column), `${form}: ${column} missing from ${api.csvHeader[form]}`);
  }
});

test('the notification e-mail names each filled field by its declared API label', () => {
  for (const form of FORMS) {
    for (const [key, { apiLabel, rules }] of fieldsOf(form)) {
      if (rules.kind === 'file' || rules.kind === 'consent') continue; // the CV has its own row; consent is always given
      assert.match(api.mailText[form], new RegExp(`^${apiLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `, 'm'), `${form}.${key}`);
    }
  }
});

test('a field added later (the next revision) reaches an existing database as one more schema step', () => {
  // A copy of api/ whose database is made with today's contract, then opened with a contract whose contact
  // form has one more field, at the revision after the highest one today (whatever the real fields use).
  const revision = Math.max(...FORMS.flatMap((form) => fieldsOf(form).map(([, { added }]) => added ?? 1))) + 1;
  const taken = FORMS.flatMap((form) => fieldsOf(form).map(([, { column }]) => column));
  const column = ['budget', 'budget_2', 'budget_3'].find((c) => !taken.includes(c))!;
  // One row of the contact form, its columns and values from the declaration.
  const row = fieldsOf('contact')
    .filter(([, { rules }]) => rules.kind !== 'file')
    .map(([, { column, rules }]) => {
      const value = sample(rules.kind, 'options' in rules ? rules.options : undefined);
      return [column, Array.isArray(value) ? JSON.stringify(value) : rules.kind === 'consent' ? 1 : value] as const;
    });
  const table = forms.contact.table;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-added-'));
  try {
    fs.cpSync(path.join(ROOT, 'api/lib'), path.join(dir, 'lib'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'config'));
    fs.copyFileSync(path.join(ROOT, 'api/config/config.php'), path.join(dir, 'config/config.php'));
    fs.writeFileSync(path.join(dir, 'config.php'), `<?php\nreturn ['data_dir' => ${JSON.stringify(path.join(dir, 'data'))}];\n`);
    const open = () => {
      const code = `require 'lib/bootstrap.php'; use Onas\\Api\\{Config, DataDir, Database};
        $config = Config::load(); $db = Database::open($config, DataDir::prepare($config->dataDir()));
        $row = json_decode(stream_get_contents(STDIN), true);
        $db->run('INSERT INTO ${table} (created_at, ip_hash, ' . implode(', ', array_keys($row)) . ') VALUES (?, ?' . str_repeat(', ?', count($row)) . ')',
          ['2026-01-01T00:00:00Z', 'x', ...array_values($row)]);
        echo json_encode([$db->schemaVersion(), $db->run('SELECT * FROM ${table}')->fetchAll()]);`;
      const result = spawnSync('php', ['-r', code], {
        cwd: dir,
        input: JSON.stringify(Object.fromEntries(row)),
        encoding: 'utf8',
        env: { ...process.env, ONAS_API_CONFIG: path.join(dir, 'config.php') },
      });
      assert.is(result.status, 0, result.stderr);
      return JSON.parse(result.stdout) as [number, Record<string, unknown>[]];
    };
    const contract = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/config/forms.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'config/forms.json'), JSON.stringify(contract));
    const [before] = open();
    contract.fields.contact[column] = { label: 'Budget', kind: 'text', max: 100, column, added: revision };
    fs.writeFileSync(path.join(dir, 'config/forms.json'), JSON.stringify(contract));
    const [after, rows] = open();
    assert.is(after, before + 1);
    assert.equal(
      rows.map((stored) => stored[column]),
      ['', ''],
      'the older row and the new one (inserted without it) hold the default',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
