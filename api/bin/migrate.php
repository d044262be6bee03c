<?php

/**
 * Brings the database named by db_dsn up to the schema this code needs, and says what it did.
 *
 *   php api/bin/migrate.php
 *
 * Run it after each deploy, before the new code takes requests. On MySQL/MariaDB and PostgreSQL it is the
 * only thing that creates or changes tables (the API refuses to run on an older schema); on SQLite the API
 * also does it on first use. Safe to run again: applied steps are recorded and skipped, and two runs at
 * once wait for each other (a server-side lock). Exit codes: 0 done (or nothing to do), 1 failure,
 * 2 bad arguments.
 */

declare(strict_types=1);

namespace Onas\Api;

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit;
}

require dirname(__DIR__) . '/lib/bootstrap.php';

if (count($argv) > 1) {
    fwrite(STDERR, "usage: php api/bin/migrate.php\n");
    exit(2);
}

const LOCK_NAME = 'onas_schema_migration';
/** A PostgreSQL advisory lock key: the first 8 hex digits of sha1('onas_schema_migration'), as an int. */
const PG_LOCK_KEY = 0x2b1c7a1d;

try {
    $config = Config::load();
    $dataDir = DataDir::prepare($config->dataDir());
    $db = Database::connect($config, $dataDir);
    $target = Schema::version($db->driver);
    $lock = static function () use ($db): void {
        if ($db->driver === 'mysql') {
            if ((int) $db->pdo->query("SELECT GET_LOCK('" . LOCK_NAME . "', 60)")->fetchColumn() !== 1) {
                throw new \RuntimeException('another migration has held the lock for 60 s');
            }
        } elseif ($db->driver === 'pgsql') {
            $db->pdo->exec('SELECT pg_advisory_lock(' . PG_LOCK_KEY . ')');
            if ($db->pdo->query('SHOW server_encoding')->fetchColumn() !== 'UTF8') {
                throw new \RuntimeException('the database must use the UTF8 encoding (CREATE DATABASE ... ENCODING \'UTF8\')');
            }
        }
    };
    $unlock = static function () use ($db): void {
        if ($db->driver === 'mysql') {
            $db->pdo->query("SELECT RELEASE_LOCK('" . LOCK_NAME . "')")->fetchAll();
        } elseif ($db->driver === 'pgsql') {
            $db->pdo->query('SELECT pg_advisory_unlock(' . PG_LOCK_KEY . ')')->fetchAll();
        }
    };
    $lock();
    try {
        $before = $db->schemaVersion();
        if ($before > $target) {
            throw new \RuntimeException("the database is at schema version $before, newer than this code ($target): deploy the newer code");
        }
        if ($db->driver === 'sqlite') {
            $applied = $dataDir->withLock('schema', static function () use ($db): array {
                $db->pdo->exec('PRAGMA journal_mode = WAL');
                return $db->transaction(static fn () => Schema::migrate($db));
            });
        } else {
            $applied = Schema::migrate($db);
        }
        $after = $db->schemaVersion();
    } finally {
        $unlock();
    }
} catch (\Throwable $e) {
    fwrite(STDERR, 'migrate failed: ' . $e->getMessage() . "\n");
    exit(1);
}
if ($applied === []) {
    printf("migrate: %s database already at schema version %d, nothing to do\n", $db->driver, $after);
} else {
    printf(
        "migrate: %s database from schema version %d to %d (applied step%s %s)\n",
        $db->driver,
        $before,
        $after,
        count($applied) === 1 ? '' : 's',
        implode(', ', $applied),
    );
}
exit(0);
