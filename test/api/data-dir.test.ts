// The data directory must not lie inside the document root: the endpoints refuse to run there (generic
// JSON 500, a log line naming the setting) unless allow_data_dir_in_web_root says otherwise. The
// default data_dir is the folder `data` beside the web root.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, ROOT, scratchDir, startApi, untilOutput, writeConfig, type ApiServer } from './api-server.ts';
import { postJson, validContact } from './requests.ts';
import { count } from './stored-data.ts';

const servers: ApiServer[] = [];
test.after(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  cleanScratch();
});

const FAULT = 'Something went wrong on our side. Please try again later.';

test('a data_dir inside the document root: JSON 500, nothing created, a log line naming the setting', async () => {
  // php -S -t api: the document root is api/.
  const inside = path.join(ROOT, 'api', `data-test-${process.pid}`);
  const api = await startApi({}, { dataDir: inside });
  servers.push(api);
  const res = await postJson(api, '/contact.php', validContact(), { headers: { origin: `http://${api.host}` } });
  assert.is(res.status, 500, res.text);
  assert.equal(res.json, { success: false, message: FAULT });
  assert.not.ok(fs.existsSync(inside), 'the refused data directory must not be created');
  await untilOutput(api, /allow_data_dir_in_web_root/);
  assert.match(api.output(), /lies inside the document root/);
});

test('a path that only reaches the document root through ".." is refused too', async () => {
  const sneaky = `${ROOT}/api/lib/../data-${process.pid}`;
  const api = await startApi({}, { dataDir: sneaky });
  servers.push(api);
  const res = await postJson(api, '/contact.php', validContact(), { headers: { origin: `http://${api.host}` } });
  assert.is(res.status, 500, res.text);
});

test('a sqlite: db_dsn whose file lies inside the document root is refused the same way', async () => {
  const file = path.join(ROOT, 'api', `db-test-${process.pid}.sqlite`);
  // Absolute, and relative to the working folder (php -S runs from the repository root).
  for (const dsn of [`sqlite:${file}`, `sqlite:api/db-test-${process.pid}.sqlite`]) {
    const api = await startApi({ db_dsn: dsn });
    servers.push(api);
    const res = await postJson(api, '/contact.php', validContact(), { headers: { origin: `http://${api.host}` } });
    assert.is(res.status, 500, `${dsn}: ${res.text}`);
    assert.equal(res.json, { success: false, message: FAULT });
    await new Promise((r) => setTimeout(r, 200));
    assert.match(api.output(), /the sqlite db_dsn file \(.*\) lies inside the document root/);
  }
  assert.not.ok(fs.existsSync(file), 'no database file created in the web root');
});

test('a data_dir or sqlite file below a folder named public_html (a cPanel add-on domain) is refused', async () => {
  // The add-on domain's document root is public_html/addon.example; the default data folder beside it
  // would be public_html/data, which the primary domain serves.
  const home = scratchDir('onas-cpanel-');
  const docRoot = path.join(home, 'public_html', 'addon.example');
  fs.mkdirSync(docRoot, { recursive: true });
  for (const settings of [
    { data_dir: path.join(home, 'public_html', 'data') },
    { data_dir: path.join(home, 'data'), db_dsn: `sqlite:${home}/public_html/onas.sqlite` },
  ]) {
    const config = writeConfig(settings);
    const out = execFileSync(
      'php',
      [
        '-r',
        `require 'api/lib/bootstrap.php'; $c = Onas\\Api\\Config::load(); try { ` +
          `Onas\\Api\\DataDir::assertNotServed($c->dataDir(), ${JSON.stringify(docRoot)}, false); ` +
          `Onas\\Api\\DataDir::assertNotServed($c->sqliteFile() ?? $c->dataDir(), ${JSON.stringify(docRoot)}, false, 'the sqlite db_dsn file'); echo 'accepted'; } ` +
          `catch (RuntimeException $e) { echo $e->getMessage(); }`,
      ],
      { cwd: ROOT, env: { ...process.env, ONAS_API_CONFIG: config }, encoding: 'utf8' },
    );
    assert.match(out, /inside a folder named public_html.*add-on domain/, out);
  }
  // Beside public_html, in the home folder: accepted.
  const config = writeConfig({ data_dir: path.join(home, 'data') });
  const out = execFileSync(
    'php',
    [
      '-r',
      `require 'api/lib/bootstrap.php'; Onas\\Api\\DataDir::assertNotServed(Onas\\Api\\Config::load()->dataDir(), ${JSON.stringify(docRoot)}, false); echo 'accepted';`,
    ],
    { cwd: ROOT, env: { ...process.env, ONAS_API_CONFIG: config }, encoding: 'utf8' },
  );
  assert.is(out, 'accepted');
});

test('the same data_dir is accepted when allow_data_dir_in_web_root is true', async () => {
  // A document root of our own, so nothing is written inside the repository.
  const docRoot = scratchDir('onas-docroot-');
  fs.cpSync(path.join(ROOT, 'api'), path.join(docRoot, 'api'), { recursive: true, filter: (src) => !src.includes(`${path.sep}data${path.sep}`) });
  const dataDir = path.join(docRoot, 'api', 'data');
  for (const [allow, status] of [
    [false, 500],
    [true, 200],
  ] as const) {
    const config = writeConfig({ data_dir: dataDir, allow_data_dir_in_web_root: allow });
    const out = execFileSync(
      'php',
      [
        '-d',
        'display_errors=0',
        '-r',
        `$_SERVER['DOCUMENT_ROOT'] = ${JSON.stringify(docRoot)}; require 'api/lib/bootstrap.php'; ` +
          `$c = Onas\\Api\\Config::load(); try { Onas\\Api\\DataDir::assertNotServed($c->dataDir(), $_SERVER['DOCUMENT_ROOT'], $c->bool('allow_data_dir_in_web_root')); echo 200; } catch (RuntimeException $e) { echo 500; }`,
      ],
      { cwd: docRoot, env: { ...process.env, ONAS_API_CONFIG: config }, encoding: 'utf8' },
    );
    assert.is(Number(out.trim()), status, `allow=${allow}`);
  }
});

test('the default data_dir is the folder "data" beside the web root, outside it', () => {
  // docs/deploy.md: public/ (the web root) and api/ (the API's code) side by side.
  const home = scratchDir('onas-layout-');
  const webRoot = path.join(home, 'public');
  fs.mkdirSync(webRoot, { recursive: true });
  fs.cpSync(path.join(ROOT, 'api', 'config'), path.join(home, 'api', 'config'), { recursive: true, filter: (src) => !src.endsWith('config.local.php') });
  fs.cpSync(path.join(ROOT, 'api', 'lib'), path.join(home, 'api', 'lib'), { recursive: true });
  const env = { ...process.env };
  delete env.ONAS_API_CONFIG;
  delete env.ONAS_DATA_DIR;
  const out = execFileSync('php', ['-r', "require 'api/lib/bootstrap.php'; echo Onas\\Api\\Config::load()->dataDir();"], {
    cwd: home,
    env,
    encoding: 'utf8',
  });
  assert.is(fs.realpathSync(path.dirname(out.trim())), fs.realpathSync(path.dirname(webRoot)));
  assert.is(path.basename(out.trim()), 'data');
});

// The test helper itself: two files running side by side can be handed the same free port. CI once stored a
// contact in another test's database because the second php failed to listen and the first answered for it.
test('a test server whose port is taken starts on another one and keeps its own data', async () => {
  const first = await startApi();
  servers.push(first);
  const port = Number(new URL(first.url).port);
  const second = await startApi({}, { port });
  servers.push(second);
  assert.is.not(second.url, first.url, "the second server must not borrow the first one's port");
  const res = await postJson(second, '/contact.php', validContact(), { headers: { origin: `http://${second.host}` } });
  assert.is(res.status, 200, res.text);
  assert.is(count(second, 'contacts'), 1, 'stored in its own database');
  assert.not.ok(fs.existsSync(path.join(first.dataDir, 'onas.sqlite')), "nothing stored in the other server's database");
});

test.run();
