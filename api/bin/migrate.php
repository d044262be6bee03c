<?php

/**
 * Brings the database named by db_dsn up to the schema this code needs, and says what it did.
 *
 *   php api/bin/migrate.php
 *
 * Run it after each deploy, before the new code takes requests. On MySQL/MariaDB and PostgreSQL it is the
 * only thing that creates or changes tables (the API refuses to run on an older schema); on SQLite the API
 * also does it on first use. Safe to run again: applied steps are recorded and skipped, and two runs at
 * once wait for each other (a server-side lock, given up after migrate_lock_timeout seconds). Exit codes: 0 done (or nothing to do), 1 failure,
 * 2 bad arguments.
 */

declare(strict_types=1);

namespace Onas\Api;

require __DIR__ . '/command.php';

if (count($argv) > 1) {
    Command::usage('api/bin/migrate.php');
}

const LOCK_NAME = 'onas_schema_migration';
/** A PostgreSQL advisory lock key: the first 8 hex digits of sha1('onas_schema_migration'), as an int. */
const PG_LOCK_KEY = 0x2b1c7a1d;

[$driver, $before, $applied, $after] = Command::attempt('migrate failed', static function (): array {
    $config = Config::load();
    $dataDir = DataDir::prepare($config->dataDir());
    $db = Database::connect($config, $dataDir);
    $target = Schema::version($db->driver);
    $wait = max(1, $config->int('migrate_lock_timeout'));
    $migrate = static function () use ($db, $dataDir, $target, $wait): array {
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
        return [$before, $applied, $db->schemaVersion()];
    };
    if ($db->driver === 'pgsql') {
        // One transaction holds the lock and every step: pg_advisory_xact_lock ends with it, so no lock can
        // outlive this run on a pooled server connection (PgBouncer), and lock_timeout bounds the wait.
        [$before, $applied, $after] = $db->transaction(static function () use ($db, $migrate, $wait): array {
            $db->pdo->exec("SET LOCAL lock_timeout = '{$wait}s'");
            try {
                $db->pdo->query('SELECT pg_advisory_xact_lock(' . PG_LOCK_KEY . ')')->fetchAll();
            } catch (\PDOException $e) {
                if (($e->errorInfo[0] ?? '') === '55P03') {
                    throw new \RuntimeException("another migration has held the lock for $wait s", 0, $e);
                }
                throw $e;
            }
            if ($db->pdo->query('SHOW server_encoding')->fetchColumn() !== 'UTF8') {
                throw new \RuntimeException('the database must use the UTF8 encoding (CREATE DATABASE ... ENCODING \'UTF8\')');
            }
            return $migrate();
        });
    } elseif ($db->driver === 'mysql') {
        // MySQL commits each DDL statement, so the lock is a named session lock, released in finally
        // (and by the server when this connection ends).
        if ((int) $db->pdo->query("SELECT GET_LOCK('" . LOCK_NAME . "', $wait)")->fetchColumn() !== 1) {
            throw new \RuntimeException("another migration has held the lock for $wait s");
        }
        try {
            [$before, $applied, $after] = $migrate();
        } finally {
            $db->pdo->query("SELECT RELEASE_LOCK('" . LOCK_NAME . "')")->fetchAll();
        }
    } else {
        [$before, $applied, $after] = $migrate();
    }
    return [$db->driver, $before, $applied, $after];
});
if ($applied === []) {
    printf("migrate: %s database already at schema version %d, nothing to do\n", $driver, $after);
} else {
    printf(
        "migrate: %s database from schema version %d to %d (applied step%s %s)\n",
        $driver,
        $before,
        $after,
        count($applied) === 1 ? '' : 's',
        implode(', ', $applied),
    );
}
exit(0);
