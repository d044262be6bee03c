// Database::transaction on a real database (ONAS_TEST_DB): a failed transaction is rolled back and the
// next one runs; a rollback that fails too never hides the error that caused it (issue #27: it is logged
// beside it); and a deadlock victim is still run again.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanScratch, scratchDir, TEST_DB, writeConfig } from './api-server.ts';
import type { PhpResult } from './stored-data.ts';
import { readIfExists } from './stored-data.ts';
import { phpAsync } from './php-async.ts';

const PRELUDE = `namespace Onas\\Api;
require 'api/lib/bootstrap.php';
$config = Config::load();
$db = Database::open($config, DataDir::prepare($config->dataDir()));
`;

let configFile: string;
let dataDir: string;

test.before(() => {
  const dir = scratchDir();
  dataDir = path.join(dir, 'data');
  configFile = writeConfig({ data_dir: dataDir }, dir);
});

test.after(() => cleanScratch());

/** Runs PHP with the API's Database as $db (args in $argv). */
function phpWithDb(code: string, args: string[] = []): Promise<PhpResult> {
  return phpAsync(['-r', PRELUDE + code, '--', ...args], configFile);
}

test(`[${TEST_DB}] a failed transaction is rolled back and the next one on the same connection runs`, async () => {
  const r = await phpWithDb(`
    try {
        $db->transaction(function () use ($db) {
            $db->run("INSERT INTO rate_limit_hits (form, ip_hash, hit_at) VALUES ('t1', 'gone', 1)");
            throw new \\RuntimeException('the original error');
        });
    } catch (\\RuntimeException $e) {
        echo 'caught: ', $e->getMessage(), "\\n";
    }
    $db->transaction(fn () => $db->run("INSERT INTO rate_limit_hits (form, ip_hash, hit_at) VALUES ('t1', 'kept', 2)"));
    echo json_encode($db->run("SELECT ip_hash FROM rate_limit_hits WHERE form = 't1'")->fetchAll(\\PDO::FETCH_COLUMN)), "\\n";
  `);
  assert.is(r.stderr, '');
  assert.is(r.stdout, 'caught: the original error\n["kept"]\n');
});

if (TEST_DB !== 'sqlite') {
  // A connection that dies inside the transaction: the rollback fails as well.
  const killSelf = TEST_DB === 'postgres' ? 'SELECT pg_terminate_backend(pg_backend_pid())' : 'KILL CONNECTION_ID()';

  test(`[${TEST_DB}] a rollback that fails keeps the original error, and the rollback's failure is logged beside it`, async () => {
    const r = await phpWithDb(
      `
      try {
          $db->transaction(function () use ($db, $argv) {
              $db->run("INSERT INTO rate_limit_hits (form, ip_hash, hit_at) VALUES ('t2', 'x', 1)");
              try {
                  $db->pdo->exec($argv[1]);
              } catch (\\Throwable) {
                  // the connection is gone: so will be the rollback
              }
              throw new \\DomainException('the original error');
          });
      } catch (\\Throwable $e) {
          echo get_class($e), ': ', $e->getMessage(), "\\n";
      }
    `,
      [killSelf],
    );
    assert.is(r.stdout, 'DomainException: the original error\n', r.stderr);
    const log = readIfExists(path.join(dataDir, 'error.log'));
    assert.match(log, /Rollback failed after an error; the error is rethrown \{"error":"DomainException: the original error","rollback":"PDOException: /);
  });

  test(`[${TEST_DB}] a deadlock victim is rolled back and run again: both transactions commit`, async () => {
    const flags = scratchDir('onas-deadlock-');
    await phpWithDb(`$db->transaction(function () use ($db) {
        foreach (['a', 'b'] as $key) $db->run("INSERT INTO rate_limit_hits (form, ip_hash, hit_at) VALUES ('t3', '$key', 0)");
    });`);
    // Each takes its first row, says so, waits until the other has taken its own, then wants the other's row.
    const worker = (first: string, second: string) =>
      phpWithDb(
        `
        [, $first, $second, $flags] = $argv;
        $runs = 0;
        $db->transaction(function () use ($db, $first, $second, $flags, &$runs) {
            $runs++;
            $db->run("UPDATE rate_limit_hits SET hit_at = hit_at + 1 WHERE form = 't3' AND ip_hash = :k", ['k' => $first]);
            touch("$flags/$first");
            while (!file_exists("$flags/$second")) usleep(10000);
            $db->run("UPDATE rate_limit_hits SET hit_at = hit_at + 1 WHERE form = 't3' AND ip_hash = :k", ['k' => $second]);
        });
        echo $runs;
      `,
        [first, second, flags],
      );
    const [one, two] = await Promise.all([worker('a', 'b'), worker('b', 'a')]);
    assert.is(one.stderr + two.stderr, '');
    // One was the victim and ran again. Its second run may take its first row back before the other has
    // resumed (the aborted lock is free to anyone), and deadlock again: then the other is the victim once
    // too. However many runs, each transaction commits once, which the totals show.
    const runs = [one.stdout, two.stdout].map(Number);
    assert.ok(runs.every((n) => n >= 1) && Math.max(...runs) >= 2, `a victim ran again (runs: ${runs.join(', ')})`);
    const totals = await phpWithDb(`echo json_encode($db->run("SELECT ip_hash, hit_at FROM rate_limit_hits WHERE form = 't3' ORDER BY ip_hash")->fetchAll());`);
    assert.equal(JSON.parse(totals.stdout), [
      { ip_hash: 'a', hit_at: 2 },
      { ip_hash: 'b', hit_at: 2 },
    ]);
    fs.rmSync(flags, { recursive: true, force: true });
  });
}

test.run();
