// The CSV export against spreadsheets in every locale (issue #27, M4): a formula trigger is neutralised
// at the start of a cell and after every comma, semicolon, tab or line break inside it, since Excel in
// German, French or Dutch splits lines on ";"; a cell holding ";" is quoted; the file starts with a UTF-8
// byte order mark (and no "sep=," line, which would make Excel drop it), so names in any script survive.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, startApi, type ApiServer } from './api-server.ts';
import { postJson, validContact } from './requests.ts';
import { parseCsv, runPhp } from './stored-data.ts';

const BOM = '\uFEFF';
const TRIGGER = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\u2212]/;
let api: ApiServer;
let csv: string;

const hostile = ['x;=1+1', 'a\n=cmd|" /C calc"!A0', '@SUM(1)', '-2+3', 'tab\t=1', 'ok, +1', 'ok;\u200B-1', 'one\r\n@two', 'Zoë Ñandú 李雷 राम'];

test.before(async () => {
  api = await startApi({ trusted_proxies: ['127.0.0.1'] });
  for (const message of hostile) {
    const res = await postJson(api, '/contact.php', validContact({ lastName: 'Csv', company: 'Zoë Ñandú 李雷', message: `${message}` }));
    assert.is(res.status, 200, res.text);
  }
  const out = runPhp(api, 'api/bin/export.php', ['contacts']);
  assert.is(out.status, 0, out.stderr);
  csv = out.stdout;
});

test.after(async () => {
  await api?.stop();
  cleanScratch();
});

test('the export starts with a UTF-8 byte order mark and the header, no "sep=" line; names keep their letters', () => {
  assert.ok(csv.startsWith(`${BOM}id,created_at,`), JSON.stringify(csv.slice(0, 20)));
  const rows = parseCsv(csv.slice(1));
  assert.ok(rows.slice(1).every((r) => r[5] === 'Zoë Ñandú 李雷'));
  assert.ok(rows.some((r) => r[7] === 'Zoë Ñandú 李雷 राम'));
});

test('read with commas: every cell that could start a formula is neutralised, also after ; , tab or a line break inside it', () => {
  const rows = parseCsv(csv.slice(1)).slice(1);
  const messages = rows.map((r) => r[7]);
  assert.equal(messages, ["x;'=1+1", `a\n'=cmd|" /C calc"!A0`, "'@SUM(1)", "'-2+3", "tab\t'=1", "ok, '+1", "ok;\u200B'-1", "one\n'@two", 'Zoë Ñandú 李雷 राम']);
});

test('read with semicolons (Excel in de/fr/nl) or split at line breaks: no piece starts a formula', () => {
  // However a spreadsheet cuts the text (at ";", ",", a tab or a line break), the piece after the cut
  // must not begin with a trigger, once surrounding quotes and blanks are set aside.
  for (const piece of csv.slice(1).split(/[;,\t\r\n]/)) {
    const bare = piece.replace(/^[\s"\u200B]+/u, '');
    assert.not.match(bare, TRIGGER, JSON.stringify(piece));
  }
  // A cell holding ";" is enclosed in quotes, so a reader that splits on ";" but honours quotes keeps it whole.
  assert.ok(csv.includes(`"x;'=1+1"`));
});

test.run();
