// A COMMIT the API never hears back from: the connection to MariaDB or PostgreSQL breaks while a vacancy
// with its CV is being committed. A loopback proxy between the API and the database server cuts that one
// connection at a chosen moment, so both outcomes are met on purpose: the server stored the submission
// before the cut, or never got the COMMIT; and with the server reachable again at once, or not. The visitor
// is told the truth where it can be known, a stored vacancy always keeps its CV, and a CV no vacancy names
// is gone once purge.php has run. (db-faults.test.ts meets the same moment by chance, by
// killing the server.) The database groups only: on SQLite there is no connection to cut (test/run.mjs).
import net from 'node:net';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, databaseOf, startApi, TEST_DB, type ApiServer } from './api-server.ts';
import { postMultipart, vacancyForm } from './requests.ts';
import { listFiles, mailLog, purgeAnHourLater, query, readIfExists } from './stored-data.ts';

if (TEST_DB === 'sqlite') throw new Error('commit-unanswered.test.ts cuts a database connection: run it with ONAS_TEST_DB=mariadb or postgres');

/** Where the proxy cuts the connection that sends a COMMIT after inserting a vacancy. */
type Cut = 'instead-of-commit' | 'instead-of-answer';

interface CuttingProxy {
  port: number;
  /** Arms the next cut; it happens once. `thenRefuse`: from the cut on, every new connection is closed at once, until reopen(). */
  arm: (cut: Cut, options?: { thenRefuse?: boolean }) => void;
  reopen: () => void;
  /** How many connections were cut. */
  cuts: () => number;
  stop: () => Promise<void>;
}

/** A TCP proxy on a free loopback port to the database server on `target`. */
async function startProxy(target: number): Promise<CuttingProxy> {
  let armed: Cut | null = null;
  let refuseAfterCut = false;
  let refusing = false;
  let cuts = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    const cut = () => {
      cuts++;
      refusing = refuseAfterCut;
      client.destroy();
      upstream.destroy();
    };
    let insertedVacancy = false;
    let dropAnswer = false;
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      if (text.includes('INSERT INTO vacancies')) insertedVacancy = true;
      if (armed && insertedVacancy && /\bCOMMIT\b/.test(text)) {
        const mode = armed;
        armed = null;
        if (mode === 'instead-of-commit') return cut();
        dropAnswer = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => (dropAnswer ? cut() : client.write(chunk)));
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    arm: (cut, options = {}) => {
      armed = cut;
      refuseAfterCut = options.thenRefuse ?? false;
    },
    reopen: () => {
      refusing = false;
    },
    cuts: () => cuts,
    stop: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

let direct: ApiServer;
let api: ApiServer;
let proxy: CuttingProxy;

test.before(async () => {
  // The first server makes and migrates the database; the second, on the same data, reaches it through the proxy.
  direct = await startApi({ trusted_proxies: ['127.0.0.1'] });
  const db = databaseOf(direct)!;
  const port = Number(/port=(\d+)/.exec(db.settings.db_dsn)?.[1]);
  proxy = await startProxy(port);
  api = await startApi(
    { trusted_proxies: ['127.0.0.1'], db_dsn: db.settings.db_dsn.replace(`port=${port}`, `port=${proxy.port}`), db_user: db.settings.db_user },
    { dataDir: direct.dataDir },
  );
});
test.after(async () => {
  await api?.stop();
  await direct?.stop();
  await proxy?.stop();
  cleanScratch();
});

const uploads = () => listFiles(path.join(api.dataDir, 'uploads'));
const storedAs = (company: string) =>
  query<{ resume_file: string }>(direct, 'SELECT resume_file FROM vacancies WHERE company = ?', [company]).map((r) => r.resume_file);

test(`[${TEST_DB}] the server stored the vacancy but its answer to COMMIT never came: the visitor is told it was sent, the CV stays, the e-mails go out`, async () => {
  const before = uploads();
  proxy.arm('instead-of-answer');
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({ company: 'Answer Lost Co' }));
  assert.is(proxy.cuts(), 1, 'the connection was cut after the COMMIT reached the server');
  assert.is(res.status, 200, res.text + api.output().slice(-2000));
  assert.is(res.json?.success, true);
  const stored = storedAs('Answer Lost Co');
  assert.is(stored.length, 1, 'stored once');
  assert.equal(uploads(), [...before, stored[0]].sort(), 'its CV is in place');
  assert.ok(
    mailLog(api).some((m) => m.raw.includes('Answer Lost Co')),
    'the notification was sent',
  );
  assert.match(readIfExists(path.join(api.dataDir, 'error.log')), /COMMIT went unanswered; a new connection found it stored/);
});

test(`[${TEST_DB}] the COMMIT never reached the server: the visitor gets a JSON 500, nothing is stored, no CV is left behind`, async () => {
  const before = uploads();
  const cutsBefore = proxy.cuts();
  proxy.arm('instead-of-commit');
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({ company: 'Commit Lost Co' }));
  assert.is(proxy.cuts(), cutsBefore + 1, 'the connection was cut in place of the COMMIT');
  assert.is(res.status, 500, res.text);
  assert.equal(res.json, { success: false, message: res.json?.message });
  assert.type(res.json?.message, 'string');
  assert.equal(storedAs('Commit Lost Co'), [], 'nothing stored');
  assert.equal(uploads(), before, 'no CV left behind');
});

/** The database is unreachable right after the cut, so nobody can tell whether the COMMIT happened. */
async function unanswerable(cut: Cut, company: string): Promise<{ before: string[]; kept: string }> {
  const before = uploads();
  proxy.arm(cut, { thenRefuse: true });
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({ company }));
  proxy.reopen();
  assert.is(res.status, 500, res.text);
  assert.equal(res.json, { success: false, message: res.json?.message });
  const added = uploads().filter((f) => !before.includes(f));
  assert.is(added.length, 1, 'the CV is kept: the vacancy may be stored');
  assert.match(readIfExists(path.join(api.dataDir, 'error.log')), `cannot be asked whether it was stored {"form":"vacancy","kept_file":"${added[0]}"`);
  return { before, kept: added[0] };
}

/**
 * purge.php an hour later, with the direct server's config (the same data): runPhp waits synchronously,
 * and the proxy in this process could not forward meanwhile.
 */
function purgeAnHourLaterOutput(): string {
  const run = purgeAnHourLater(direct);
  assert.is(run.status, 0, run.stderr);
  return run.stdout;
}

test(`[${TEST_DB}] stored, but the database cannot be asked: a JSON 500, the CV stays and stays after purge.php (its vacancy names it)`, async () => {
  const { before, kept } = await unanswerable('instead-of-answer', 'Stored Unasked Co');
  assert.equal(storedAs('Stored Unasked Co'), [kept], 'stored, with that CV');
  assert.match(purgeAnHourLaterOutput(), ' 0 CV files no submission names,');
  assert.equal(uploads(), [...before, kept].sort());
});

test(`[${TEST_DB}] not stored, and the database cannot be asked: a JSON 500, the CV stays until purge.php finds no vacancy naming it`, async () => {
  const { before, kept } = await unanswerable('instead-of-commit', 'Lost Unasked Co');
  assert.equal(storedAs('Lost Unasked Co'), [], 'not stored');
  assert.ok(uploads().includes(kept));
  assert.match(purgeAnHourLaterOutput(), ' 1 CV files no submission names,');
  assert.equal(uploads(), before, 'the CV no vacancy names is gone');
});

test(`[${TEST_DB}] after the cuts, the same server stores the next vacancy as usual`, async () => {
  const res = await postMultipart(api, '/vacancy.php', vacancyForm({ company: 'After Co' }));
  assert.is(res.status, 200, res.text);
  assert.is(storedAs('After Co').length, 1);
  assert.is(proxy.cuts(), 4, 'no other connection was cut');
});

test.run();
