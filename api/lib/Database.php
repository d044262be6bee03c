<?php

declare(strict_types=1);

namespace Onas\Api;

use PDO;

/**
 * The API's database, through PDO, chosen by the db_dsn setting:
 *  - 'sqlite' (the default, db_dsn empty): <data>/onas.sqlite, WAL journal, 10 s busy timeout, schema created
 *    or upgraded on first use, write transactions that take the write lock up front;
 *  - 'mysql' (MariaDB 10.6+, MySQL 8) and 'pgsql' (PostgreSQL 13+): a server shared by every web server.
 *    Their schema is applied only by bin/migrate.php; a request on a database that is not up to date
 *    fails (and is logged) instead of creating tables. Connections use UTF-8 (utf8mb4), UTC and READ COMMITTED.
 * Timestamps are stored on every driver as the same UTC text, e.g. 2026-01-31T09:15:00Z.
 *
 * PostgreSQL may sit behind a transaction-pooling PgBouncer, which lends a server connection to a client
 * for one transaction only. So nothing here depends on the session: the encoding is a startup parameter
 * (client_encoding in the DSN, which PgBouncer keeps per client), the lock timeout, time zone and isolation
 * level are set with SET LOCAL inside each transaction, and statements are sent unnamed
 * (PGSQL_ATTR_DISABLE_PREPARES: one round trip with real parameters, no server-side prepared statement
 * that another client's transaction could find or miss, as PgBouncer's FAQ asks).
 */
final class Database
{
    private const BUSY_TIMEOUT_MS = 10_000;
    /** A transaction chosen as a deadlock victim, or one that timed out on a lock, is run again this often. */
    private const TRANSACTION_TRIES = 4;

    /** Whether a transaction() is running: PDO cannot tell on SQLite, where BEGIN IMMEDIATE is sent by hand. */
    private bool $inTransaction = false;

    /**
     * @param (\Closure(): self)|null $reconnect opens another connection with the same settings
     */
    private function __construct(
        public readonly PDO $pdo,
        public readonly string $driver,
        private readonly ?Logger $logger = null,
        private readonly ?\Closure $reconnect = null,
    ) {
    }

    /** Opens the database named by the settings, ready for requests. */
    public static function open(Config $config, DataDir $dataDir): self
    {
        $db = self::connect($config, $dataDir);
        if ($db->driver === 'sqlite') {
            if ($db->schemaVersion() < Schema::version('sqlite')) {
                // Several requests may arrive together on a fresh install: one of them sets up the file
                // while the others wait on the lock, then find the work done.
                $dataDir->withLock('schema', static function () use ($db): void {
                    if ($db->schemaVersion() < Schema::version('sqlite')) {
                        $db->pdo->exec('PRAGMA journal_mode = WAL');
                        $db->transaction(static fn () => Schema::migrate($db));
                    }
                });
            }
            $db->pdo->exec('PRAGMA synchronous = FULL');
            $db->pdo->exec('PRAGMA foreign_keys = ON');
            return $db;
        }
        $version = $db->schemaVersion();
        if ($version !== Schema::version($db->driver)) {
            throw new \RuntimeException(sprintf(
                'The %s database is at schema version %d, this code needs %d: run php api/bin/migrate.php',
                $db->driver,
                $version,
                Schema::version($db->driver),
            ));
        }
        return $db;
    }

    /** Connects without looking at the schema (bin/migrate.php). */
    public static function connect(Config $config, DataDir $dataDir): self
    {
        [$dsn, $driver] = self::dsn($config, $dataDir);
        $logger = new Logger($config->dataPath('error.log'));
        $reconnect = static fn (): self => self::connect($config, $dataDir);
        $options = [
            PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
            PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
            PDO::ATTR_STRINGIFY_FETCHES => false,
            PDO::ATTR_EMULATE_PREPARES => false,
        ];
        if ($driver === 'sqlite') {
            $pdo = new PDO($dsn, null, null, $options);
            $pdo->exec('PRAGMA busy_timeout = ' . self::BUSY_TIMEOUT_MS);
            return new self($pdo, $driver, $logger, $reconnect);
        }
        $user = $config->dbUser();
        $password = $config->dbPassword();
        if ($driver === 'mysql') {
            $options[PDO::MYSQL_ATTR_INIT_COMMAND] = "SET NAMES utf8mb4 COLLATE utf8mb4_unicode_ci, time_zone = '+00:00',"
                . " sql_mode = 'STRICT_ALL_TABLES,NO_ZERO_DATE,NO_ENGINE_SUBSTITUTION,ERROR_FOR_DIVISION_BY_ZERO',"
                . ' innodb_lock_wait_timeout = 10';
            $pdo = new PDO($dsn, $user, $password, $options);
            $pdo->exec('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED');
        } else {
            $options[PDO::PGSQL_ATTR_DISABLE_PREPARES] = true;
            $pdo = new PDO($dsn, $user, $password, $options);
        }
        return new self($pdo, $driver, $logger, $reconnect);
    }

    /**
     * The PDO DSN and its driver. An empty db_dsn means SQLite in the data directory; a MySQL DSN gets
     * charset=utf8mb4 unless it names a charset.
     *
     * @return array{string, string}
     */
    private static function dsn(Config $config, DataDir $dataDir): array
    {
        $dsn = trim($config->dbDsn());
        if ($dsn === '' || $dsn === 'sqlite:') {
            return ['sqlite:' . $dataDir->path('onas.sqlite'), 'sqlite'];
        }
        $driver = strtolower(substr($dsn, 0, (int) strpos($dsn, ':')));
        if (!in_array($driver, ['sqlite', 'mysql', 'pgsql'], true)) {
            throw new \RuntimeException("db_dsn must start with sqlite:, mysql: or pgsql:");
        }
        if (!in_array($driver, PDO::getAvailableDrivers(), true)) {
            $package = ['pgsql' => 'php-pgsql', 'mysql' => 'php-mysql'][$driver] ?? 'php-sqlite3';
            throw new \RuntimeException("PHP has no PDO driver for $driver (install $package)");
        }
        $separator = str_ends_with($dsn, ';') || str_ends_with($dsn, ':') ? '' : ';';
        if ($driver === 'mysql' && stripos($dsn, 'charset=') === false) {
            $dsn .= $separator . 'charset=utf8mb4';
        }
        if ($driver === 'pgsql' && stripos($dsn, 'client_encoding=') === false) {
            $dsn .= $separator . 'client_encoding=UTF8';
        }
        return [$dsn, $driver];
    }

    /** The last schema step applied: PRAGMA user_version on SQLite, the schema_migrations table elsewhere (0: none). */
    public function schemaVersion(): int
    {
        if ($this->driver === 'sqlite') {
            return (int) $this->pdo->query('PRAGMA user_version')->fetchColumn();
        }
        // One query per request: a missing table (never migrated) is the only error that means version 0.
        // Inside a PostgreSQL transaction (bin/migrate.php) a savepoint keeps that error from aborting it.
        $savepoint = $this->driver === 'pgsql' && $this->inTransaction;
        try {
            $savepoint && $this->pdo->exec('SAVEPOINT schema_version');
            $version = (int) $this->pdo->query('SELECT COALESCE(MAX(version), 0) FROM schema_migrations')->fetchColumn();
            $savepoint && $this->pdo->exec('RELEASE SAVEPOINT schema_version');
            return $version;
        } catch (\PDOException $e) {
            $missingTable = $this->driver === 'mysql' ? ($e->errorInfo[1] ?? 0) === 1146 : ($e->errorInfo[0] ?? '') === '42P01';
            if ($missingTable) {
                $savepoint && $this->pdo->exec('ROLLBACK TO SAVEPOINT schema_version');
                return 0;
            }
            throw $e;
        }
    }

    /**
     * Runs $work in a write transaction. SQLite: BEGIN IMMEDIATE, so the write lock is taken (waiting up to
     * the busy timeout) before anything is read and two writers never deadlock on a lock upgrade. MySQL and
     * PostgreSQL: a READ COMMITTED transaction; one that the server ends as a deadlock victim (or that waited
     * too long for a lock) is rolled back and run again, up to TRANSACTION_TRIES times. $work must therefore
     * do nothing outside the database before its last statement. Called inside another transaction(), $work
     * joins it. When the rollback after an error fails too, the error that $work raised is the one thrown
     * (the rollback's failure is logged beside it): it says what went wrong, the rollback only what followed.
     * A COMMIT that MySQL or PostgreSQL does not answer (the connection broke, the server died) throws
     * CommitUnconfirmed and is never run again: the server may have stored the transaction before it went.
     *
     * @template T
     * @param callable(): T $work
     * @return T
     */
    public function transaction(callable $work): mixed
    {
        if ($this->inTransaction) {
            return $work();
        }
        for ($try = 1;; $try++) {
            $this->begin();
            try {
                $result = $work();
                if ($this->driver === 'sqlite') {
                    $this->pdo->exec('COMMIT');
                } else {
                    $this->commitOnServer();
                }
                $this->inTransaction = false;
                return $result;
            } catch (CommitUnconfirmed $e) {
                $this->inTransaction = false;
                throw $e;
            } catch (\Throwable $e) {
                $rolledBack = $this->rollBackAfter($e);
                if ($rolledBack && $try < self::TRANSACTION_TRIES && $this->isRetryable($e)) {
                    usleep(random_int(5_000, 50_000) * $try);
                    continue;
                }
                throw $e;
            }
        }
    }

    /**
     * SQLite's COMMIT runs in this process: it either happened or it threw and the transaction is still
     * open, to be rolled back. A server's COMMIT is sent and answered: an error in place of the answer
     * leaves the outcome unknown.
     */
    private function commitOnServer(): void
    {
        try {
            $this->pdo->commit();
        } catch (\Throwable $e) {
            throw new CommitUnconfirmed($e);
        }
    }

    /** Another connection with the same settings, e.g. to ask what happened to a COMMIT that went unanswered. */
    public function reconnected(): self
    {
        if ($this->reconnect === null) {
            throw new \LogicException('This connection cannot be opened again');
        }
        return ($this->reconnect)();
    }

    private function begin(): void
    {
        if ($this->driver === 'sqlite') {
            $this->pdo->exec('BEGIN IMMEDIATE');
        } else {
            $this->pdo->beginTransaction();
            if ($this->driver === 'pgsql') {
                // Per transaction, never per session: behind a transaction pooler the next transaction of this
                // connection may run on another server process, and this one on someone else's.
                $this->pdo->exec("SET TRANSACTION ISOLATION LEVEL READ COMMITTED; SET LOCAL lock_timeout = '10s';"
                    . " SET LOCAL TIME ZONE 'UTC'");
            }
        }
        $this->inTransaction = true;
    }

    /**
     * Ends the failed transaction; true when the connection is usable again (a retry may follow). A
     * rollback that fails is logged with the error that caused it, and never replaces that error.
     */
    private function rollBackAfter(\Throwable $cause): bool
    {
        $this->inTransaction = false;
        try {
            if ($this->driver === 'sqlite') {
                $this->rollBackSqlite();
            } elseif ($this->pdo->inTransaction()) {
                $this->pdo->rollBack();
            }
            return true;
        } catch (\Throwable $rollback) {
            $this->logger?->error('Rollback failed after an error; the error is rethrown', [
                'error' => get_class($cause) . ': ' . $cause->getMessage(),
                'rollback' => get_class($rollback) . ': ' . $rollback->getMessage(),
            ]);
            return false;
        }
    }

    /** SQLite may have ended the transaction itself (SQLITE_FULL, SQLITE_IOERR): then there is nothing to roll back. */
    private function rollBackSqlite(): void
    {
        try {
            $this->pdo->exec('ROLLBACK');
        } catch (\PDOException $e) {
            if (!str_contains($e->getMessage(), 'no transaction is active')) {
                throw $e;
            }
        }
    }

    /** A deadlock or serialization failure (40001, 40P01) or a lock wait timeout (MySQL 1205, PostgreSQL 55P03). */
    private function isRetryable(\Throwable $e): bool
    {
        if ($this->driver === 'sqlite' || !$e instanceof \PDOException) {
            return false;
        }
        $state = (string) ($e->errorInfo[0] ?? $e->getCode());
        $code = (int) ($e->errorInfo[1] ?? 0);
        return in_array($state, ['40001', '40P01', '55P03'], true) || ($this->driver === 'mysql' && in_array($code, [1205, 1213], true));
    }

    /**
     * Inserts one row and returns its id.
     *
     * @param array<string, scalar|null> $row
     */
    public function insert(string $table, array $row): int
    {
        $columns = array_keys($row);
        $sql = sprintf(
            'INSERT INTO %s (%s) VALUES (%s)',
            $table,
            implode(', ', $columns),
            implode(', ', array_map(static fn (string $c): string => ':' . $c, $columns)),
        );
        if ($this->driver === 'pgsql') {
            return (int) $this->run($sql . ' RETURNING id', $row)->fetchColumn();
        }
        $this->run($sql, $row);
        return (int) $this->pdo->lastInsertId();
    }

    /** @param array<string, scalar|null> $params */
    public function run(string $sql, array $params = []): \PDOStatement
    {
        $statement = $this->pdo->prepare($sql);
        foreach ($params as $name => $value) {
            $statement->bindValue(
                is_int($name) ? $name + 1 : ':' . $name,
                $value,
                match (true) {
                    is_int($value) => PDO::PARAM_INT,
                    is_bool($value) => PDO::PARAM_BOOL,
                    $value === null => PDO::PARAM_NULL,
                    default => PDO::PARAM_STR,
                },
            );
        }
        $statement->execute();
        return $statement;
    }

    /** ' FOR UPDATE SKIP LOCKED' where the driver has it (MariaDB 10.6+, MySQL 8, PostgreSQL); '' on SQLite. */
    public function skipLocked(): string
    {
        return $this->driver === 'sqlite' ? '' : ' FOR UPDATE SKIP LOCKED';
    }

    public static function now(): string
    {
        return gmdate('Y-m-d\TH:i:s\Z');
    }
}
