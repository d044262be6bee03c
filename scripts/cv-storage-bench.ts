// Usage: ONAS_TEST_DB=sqlite|mariadb|postgres node --import tsx scripts/cv-storage-bench.ts (the numbers in docs/api.md).
// CV storage cost: 50 CVs of 300 KB, each stored in its own transaction, as a file (write + fsync + rename)
// or as a BLOB/bytea row. Prints ms per CV and bytes the database grew.
import { createDatabase, php, TEST_DB, type Connection } from '../test/api/db-server.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onas-bench-'));
let conn: Connection;
if (TEST_DB === 'sqlite') conn = { dsn: `sqlite:${dir}/b.sqlite`, user: null, password: null };
else conn = createDatabase().admin;
const type = TEST_DB === 'mariadb' ? 'MEDIUMBLOB' : TEST_DB === 'postgres' ? 'BYTEA' : 'BLOB';
const out = php(
  conn,
  `
$n = 50; $cv = random_bytes(300 * 1024);
if (str_starts_with($c['dsn'], 'sqlite:')) $db->exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL');
$db->exec('CREATE TABLE cv (id INTEGER PRIMARY KEY, data ${type} NOT NULL)');
$size = function () use ($db, $c) {
  if (str_starts_with($c['dsn'], 'sqlite:')) { clearstatcache(); return filesize(substr($c['dsn'], 7)) + (is_file(substr($c['dsn'], 7) . '-wal') ? filesize(substr($c['dsn'], 7) . '-wal') : 0); }
  if (str_starts_with($c['dsn'], 'mysql:')) { $db->query('ANALYZE TABLE cv')->fetchAll(); return (int) $db->query("SELECT data_length + index_length FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'cv'")->fetchColumn(); }
  return (int) $db->query("SELECT pg_total_relation_size('cv')")->fetchColumn();
};
$s0 = $size();
$t = microtime(true);
for ($i = 1; $i <= $n; $i++) {
  $db->beginTransaction();
  $st = $db->prepare('INSERT INTO cv (id, data) VALUES (?, ?)');
  $st->bindValue(1, $i, PDO::PARAM_INT); $st->bindValue(2, $cv, PDO::PARAM_LOB); $st->execute();
  $db->commit();
}
$dbMs = (microtime(true) - $t) * 1000 / $n;
$grew = $size() - $s0;
$t = microtime(true);
$r = 0;
for ($i = 1; $i <= $n; $i++) { $st = $db->prepare('SELECT data FROM cv WHERE id = ?'); $st->execute([$i]); $v = $st->fetchColumn(); $r += strlen(is_resource($v) ? stream_get_contents($v) : $v); }
$readMs = (microtime(true) - $t) * 1000 / $n;
$d = $argv[2];
$t = microtime(true);
for ($i = 1; $i <= $n; $i++) { $tmp = "$d/$i.tmp"; $f = fopen($tmp, 'w'); fwrite($f, $cv); fflush($f); fsync($f); fclose($f); rename($tmp, "$d/$i.pdf"); }
$fileMs = (microtime(true) - $t) * 1000 / $n;
printf("%s: db insert %.1f ms/CV, db read %.1f ms/CV, db grew %.0f KB for %d KB of CVs; file write+fsync %.1f ms/CV\n", explode(':', $c['dsn'])[0], $dbMs, $readMs, $grew / 1024, $n * 300, $fileMs);
`,
  [dir],
);
console.log(out.trim());
fs.rmSync(dir, { recursive: true, force: true });
