<?php
declare(strict_types=1);

namespace Onas\Api;

use PDO;

/**
 * The SQLite database in <data>/onas.sqlite: WAL journal, 10 s busy timeout, schema created or upgraded
 * on first use (Schema), and write transactions that take the write lock up front.
 */
final class Database
{
    private const BUSY_TIMEOUT_MS = 10_000;

    private function __construct(public readonly PDO $pdo)
    {
    }

    public static function open(DataDir $dataDir): self
    {
        $pdo = new PDO('sqlite:' . $dataDir->path('onas.sqlite'), null, null, [
            PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
            PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
            PDO::ATTR_STRINGIFY_FETCHES => false,
        ]);
        $pdo->exec('PRAGMA busy_timeout = ' . self::BUSY_TIMEOUT_MS);
        $db = new self($pdo);
        if ($db->schemaVersion() < Schema::version()) {
            // Several requests may arrive together on a fresh install: one of them sets up the file
            // while the others wait on the lock, then find the work done.
            $dataDir->withLock('schema', static function () use ($db): void {
                if ($db->schemaVersion() < Schema::version()) {
                    $db->pdo->exec('PRAGMA journal_mode = WAL');
                    $db->transaction(static fn () => Schema::migrate($db->pdo));
                }
            });
        }
        $pdo->exec('PRAGMA synchronous = FULL');
        $pdo->exec('PRAGMA foreign_keys = ON');
        return $db;
    }

    public function schemaVersion(): int
    {
        return (int) $this->pdo->query('PRAGMA user_version')->fetchColumn();
    }

    /**
     * Runs $work in a BEGIN IMMEDIATE transaction: the write lock is taken (waiting up to the busy
     * timeout) before anything is read, so two writers never deadlock on a lock upgrade.
     *
     * @template T
     * @param callable(): T $work
     * @return T
     */
    public function transaction(callable $work): mixed
    {
        $this->pdo->exec('BEGIN IMMEDIATE');
        try {
            $result = $work();
            $this->pdo->exec('COMMIT');
            return $result;
        } catch (\Throwable $e) {
            if ($this->pdo->inTransaction()) {
                $this->pdo->exec('ROLLBACK');
            }
            throw $e;
        }
    }

    /**
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
        $this->pdo->prepare($sql)->execute($row);
        return (int) $this->pdo->lastInsertId();
    }

    /** @param array<string, scalar|null> $params */
    public function run(string $sql, array $params = []): \PDOStatement
    {
        $statement = $this->pdo->prepare($sql);
        $statement->execute($params);
        return $statement;
    }

    public static function now(): string
    {
        return gmdate('Y-m-d\TH:i:s\Z');
    }
}
