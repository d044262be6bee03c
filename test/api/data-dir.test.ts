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
  const webRoot = path.join(scratchDir('onas-layout-'), 'public');
  fs.mkdirSync(webRoot, { recursive: true });
  fs.cpSync(path.join(ROOT, 'api', 'config'), path.join(webRoot, 'api', 'config'), { recursive: true, filter: (src) => !src.endsWith('config.local.php') });
  fs.cpSync(path.join(ROOT, 'api', 'lib'), path.join(webRoot, 'api', 'lib'), { recursive: true });
  const env = { ...process.env };
  delete env.ONAS_API_CONFIG;
  delete env.ONAS_DATA_DIR;
  const out = execFileSync('php', ['-r', "require 'api/lib/bootstrap.php'; echo Onas\\Api\\Config::load()->dataDir();"], {
    cwd: webRoot,
    env,
    encoding: 'utf8',
  });
  assert.is(fs.realpathSync(path.dirname(out.trim())), fs.realpathSync(path.dirname(webRoot)));
  assert.is(path.basename(out.trim()), 'data');
});

test.run();
