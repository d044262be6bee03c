<?php

declare(strict_types=1);

namespace Onas\Api;

use PDO;

/**
 * Numbered schema migrations, one list per driver. Add new steps at the end; never edit one that has
 * shipped. SQLite: PRAGMA user_version records the last step applied; the API applies missing steps on
 * first use, each in a transaction. MySQL/MariaDB and PostgreSQL: the schema_migrations table records them,
 * and only bin/migrate.php applies them (under a server-wide lock, so two deploys cannot run one twice).
 * Their first step is the schema SQLite reached at step 3. MySQL commits each CREATE on its own, so every
 * statement there may be run again after a step was interrupted.
 */
final class Schema
{
    /** @return list<list<string>> */
    private static function sqliteSteps(): array
    {
        return [
            // 1: the three forms, the mail outbox, the rate limit log.
            [
                'CREATE TABLE IF NOT EXISTS contacts (
                    id INTEGER PRIMARY KEY,
                    created_at TEXT NOT NULL,
                    first_name TEXT NOT NULL,
                    last_name TEXT NOT NULL,
                    email TEXT NOT NULL,
                    company TEXT NOT NULL,
                    service TEXT NOT NULL,
                    message TEXT NOT NULL,
                    ip_hash TEXT NOT NULL,
                    user_agent TEXT NOT NULL DEFAULT \'\',
                    suspected_spam INTEGER NOT NULL DEFAULT 0 CHECK (suspected_spam IN (0, 1)),
                    mail_status TEXT NOT NULL DEFAULT \'pending\' CHECK (mail_status IN (\'pending\', \'sent\', \'failed\'))
                )',
                'CREATE INDEX IF NOT EXISTS contacts_created_at ON contacts (created_at)',
                'CREATE TABLE IF NOT EXISTS vacancies (
                    id INTEGER PRIMARY KEY,
                    created_at TEXT NOT NULL,
                    first_name TEXT NOT NULL,
                    last_name TEXT NOT NULL,
                    email TEXT NOT NULL,
                    phone TEXT NOT NULL,
                    company TEXT NOT NULL,
                    designation TEXT NOT NULL,
                    industry TEXT NOT NULL,
                    service TEXT NOT NULL,
                    notes TEXT NOT NULL DEFAULT \'\',
                    heard_from TEXT NOT NULL DEFAULT \'[]\',
                    terms_accepted INTEGER NOT NULL CHECK (terms_accepted = 1),
                    resume_file TEXT NOT NULL UNIQUE,
                    resume_original_name TEXT NOT NULL,
                    resume_type TEXT NOT NULL,
                    resume_size INTEGER NOT NULL,
                    ip_hash TEXT NOT NULL,
                    user_agent TEXT NOT NULL DEFAULT \'\',
                    suspected_spam INTEGER NOT NULL DEFAULT 0 CHECK (suspected_spam IN (0, 1)),
                    mail_status TEXT NOT NULL DEFAULT \'pending\' CHECK (mail_status IN (\'pending\', \'sent\', \'failed\'))
                )',
                'CREATE INDEX IF NOT EXISTS vacancies_created_at ON vacancies (created_at)',
                'CREATE TABLE IF NOT EXISTS newsletter (
                    id INTEGER PRIMARY KEY,
                    created_at TEXT NOT NULL,
                    email TEXT NOT NULL,
                    email_key TEXT NOT NULL UNIQUE,
                    ip_hash TEXT NOT NULL,
                    user_agent TEXT NOT NULL DEFAULT \'\',
                    suspected_spam INTEGER NOT NULL DEFAULT 0 CHECK (suspected_spam IN (0, 1)),
                    mail_status TEXT NOT NULL DEFAULT \'pending\' CHECK (mail_status IN (\'pending\', \'sent\', \'failed\'))
                )',
                'CREATE INDEX IF NOT EXISTS newsletter_created_at ON newsletter (created_at)',
                'CREATE TABLE IF NOT EXISTS outbox (
                    id INTEGER PRIMARY KEY,
                    created_at TEXT NOT NULL,
                    form TEXT NOT NULL CHECK (form IN (\'newsletter\', \'contact\', \'vacancy\')),
                    record_id INTEGER NOT NULL,
                    recipient TEXT NOT NULL,
                    reply_to TEXT NOT NULL DEFAULT \'\',
                    subject TEXT NOT NULL,
                    body TEXT NOT NULL,
                    status TEXT NOT NULL DEFAULT \'pending\' CHECK (status IN (\'pending\', \'sent\', \'failed\')),
                    attempts INTEGER NOT NULL DEFAULT 0,
                    last_error TEXT NOT NULL DEFAULT \'\',
                    last_attempt_at TEXT,
                    sent_at TEXT
                )',
                'CREATE INDEX IF NOT EXISTS outbox_status ON outbox (status)',
                'CREATE INDEX IF NOT EXISTS outbox_record ON outbox (form, record_id)',
                'CREATE TABLE IF NOT EXISTS rate_limit_hits (
                    id INTEGER PRIMARY KEY,
                    form TEXT NOT NULL,
                    ip_hash TEXT NOT NULL,
                    hit_at INTEGER NOT NULL
                )',
                'CREATE INDEX IF NOT EXISTS rate_limit_hits_lookup ON rate_limit_hits (form, ip_hash, hit_at)',
                'CREATE INDEX IF NOT EXISTS rate_limit_hits_age ON rate_limit_hits (hit_at)',
            ],
            // 2: mail through PHPMailer. Outbox rows gain the HTML part, the Reply-To name, the attachment
            // and the time of their next attempt; 'retry' waits for that time, 'failed' now means given up.
            // SQLite cannot change a CHECK constraint, so the table is rebuilt. Old 'failed' rows were
            // waiting for a retry: they become 'retry', due at once, and their records 'pending'.
            [
                'CREATE TABLE outbox_next (
                    id INTEGER PRIMARY KEY,
                    created_at TEXT NOT NULL,
                    form TEXT NOT NULL CHECK (form IN (\'newsletter\', \'contact\', \'vacancy\')),
                    record_id INTEGER NOT NULL,
                    recipient TEXT NOT NULL,
                    reply_to TEXT NOT NULL DEFAULT \'\',
                    reply_to_name TEXT NOT NULL DEFAULT \'\',
                    subject TEXT NOT NULL,
                    body TEXT NOT NULL,
                    html TEXT NOT NULL DEFAULT \'\',
                    attachment_file TEXT,
                    attachment_name TEXT,
                    attachment_type TEXT,
                    status TEXT NOT NULL DEFAULT \'pending\' CHECK (status IN (\'pending\', \'retry\', \'sent\', \'failed\')),
                    attempts INTEGER NOT NULL DEFAULT 0,
                    last_error TEXT NOT NULL DEFAULT \'\',
                    last_attempt_at TEXT,
                    next_attempt_at TEXT,
                    sent_at TEXT
                )',
                'INSERT INTO outbox_next (id, created_at, form, record_id, recipient, reply_to, subject, body, status,
                    attempts, last_error, last_attempt_at, next_attempt_at, sent_at)
                 SELECT id, created_at, form, record_id, recipient, reply_to, subject, body,
                    CASE status WHEN \'failed\' THEN \'retry\' ELSE status END,
                    attempts, last_error, last_attempt_at,
                    CASE status WHEN \'failed\' THEN last_attempt_at END, sent_at
                 FROM outbox',
                'DROP TABLE outbox',
                'ALTER TABLE outbox_next RENAME TO outbox',
                'CREATE INDEX outbox_status ON outbox (status, next_attempt_at)',
                'CREATE INDEX outbox_record ON outbox (form, record_id)',
                "UPDATE contacts SET mail_status = 'pending' WHERE mail_status = 'failed'",
                "UPDATE vacancies SET mail_status = 'pending' WHERE mail_status = 'failed'",
                "UPDATE newsletter SET mail_status = 'pending' WHERE mail_status = 'failed'",
            ],
            // 3: a message being sent is claimed (claimed_until) so that two retry workers, or a worker and
            // the request that queued it, never send it both.
            [
                'ALTER TABLE outbox ADD COLUMN claimed_until TEXT',
            ],
        ];
    }

    /** @return list<list<string>> */
    private static function mysqlSteps(): array
    {
        $table = ' ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';
        $time = 'VARCHAR(20) CHARACTER SET ascii COLLATE ascii_bin';
        $common = "ip_hash VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
                    user_agent TEXT NOT NULL DEFAULT (''),
                    suspected_spam TINYINT NOT NULL DEFAULT 0 CHECK (suspected_spam IN (0, 1)),
                    mail_status VARCHAR(8) NOT NULL DEFAULT 'pending' CHECK (mail_status IN ('pending', 'sent', 'failed'))";
        return [
            // 1: the forms, the mail outbox, the rate limit (the schema of SQLite step 3).
            [
                "CREATE TABLE IF NOT EXISTS contacts (
                    id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
                    created_at $time NOT NULL,
                    first_name TEXT NOT NULL,
                    last_name TEXT NOT NULL,
                    email VARCHAR(320) NOT NULL,
                    company TEXT NOT NULL,
                    service TEXT NOT NULL,
                    message MEDIUMTEXT NOT NULL,
                    $common,
                    INDEX contacts_created_at (created_at)
                )$table",
                "CREATE TABLE IF NOT EXISTS vacancies (
                    id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
                    created_at $time NOT NULL,
                    first_name TEXT NOT NULL,
                    last_name TEXT NOT NULL,
                    email VARCHAR(320) NOT NULL,
                    phone TEXT NOT NULL,
                    company TEXT NOT NULL,
                    designation TEXT NOT NULL,
                    industry TEXT NOT NULL,
                    service TEXT NOT NULL,
                    notes MEDIUMTEXT NOT NULL DEFAULT (''),
                    heard_from TEXT NOT NULL DEFAULT ('[]'),
                    terms_accepted TINYINT NOT NULL CHECK (terms_accepted = 1),
                    resume_file VARCHAR(255) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
                    resume_original_name TEXT NOT NULL,
                    resume_type VARCHAR(255) NOT NULL,
                    resume_size BIGINT NOT NULL,
                    $common,
                    UNIQUE KEY vacancies_resume_file (resume_file),
                    INDEX vacancies_created_at (created_at)
                )$table",
                // email_key is compared byte for byte: it is already lower-cased, and the unique key must
                // not fold more than that (utf8mb4_unicode_ci would equate a and á).
                "CREATE TABLE IF NOT EXISTS newsletter (
                    id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
                    created_at $time NOT NULL,
                    email VARCHAR(320) NOT NULL,
                    email_key VARCHAR(320) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
                    $common,
                    UNIQUE KEY newsletter_email_key (email_key),
                    INDEX newsletter_created_at (created_at)
                )$table",
                "CREATE TABLE IF NOT EXISTS outbox (
                    id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
                    created_at $time NOT NULL,
                    form VARCHAR(16) NOT NULL CHECK (form IN ('newsletter', 'contact', 'vacancy')),
                    record_id BIGINT NOT NULL,
                    recipient TEXT NOT NULL,
                    reply_to TEXT NOT NULL DEFAULT (''),
                    reply_to_name TEXT NOT NULL DEFAULT (''),
                    subject TEXT NOT NULL,
                    body MEDIUMTEXT NOT NULL,
                    html MEDIUMTEXT NOT NULL DEFAULT (''),
                    attachment_file VARCHAR(255),
                    attachment_name TEXT,
                    attachment_type VARCHAR(255),
                    status VARCHAR(8) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'retry', 'sent', 'failed')),
                    attempts INT NOT NULL DEFAULT 0,
                    last_error TEXT NOT NULL DEFAULT (''),
                    last_attempt_at $time,
                    next_attempt_at $time,
                    sent_at $time,
                    claimed_until $time,
                    INDEX outbox_status (status, next_attempt_at),
                    INDEX outbox_record (form, record_id)
                )$table",
                "CREATE TABLE IF NOT EXISTS rate_limit_hits (
                    id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
                    form VARCHAR(16) NOT NULL,
                    ip_hash VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
                    hit_at BIGINT NOT NULL,
                    INDEX rate_limit_hits_lookup (form, ip_hash, hit_at),
                    INDEX rate_limit_hits_age (hit_at)
                )$table",
                // One row per client and form, locked while its hits are counted: the count and the new hit
                // of two parallel requests from one client cannot interleave.
                "CREATE TABLE IF NOT EXISTS rate_limit_clients (
                    form VARCHAR(16) NOT NULL,
                    ip_hash VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
                    last_hit_at BIGINT NOT NULL,
                    PRIMARY KEY (form, ip_hash),
                    INDEX rate_limit_clients_age (last_hit_at)
                )$table",
            ],
        ];
    }

    /** @return list<list<string>> */
    private static function pgsqlSteps(): array
    {
        $time = 'TEXT COLLATE "C"';
        $common = "ip_hash TEXT COLLATE \"C\" NOT NULL,
                    user_agent TEXT NOT NULL DEFAULT '',
                    suspected_spam SMALLINT NOT NULL DEFAULT 0 CHECK (suspected_spam IN (0, 1)),
                    mail_status TEXT NOT NULL DEFAULT 'pending' CHECK (mail_status IN ('pending', 'sent', 'failed'))";
        return [
            // 1: the forms, the mail outbox, the rate limit (the schema of SQLite step 3).
            [
                "CREATE TABLE IF NOT EXISTS contacts (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                    created_at $time NOT NULL,
                    first_name TEXT NOT NULL,
                    last_name TEXT NOT NULL,
                    email TEXT NOT NULL,
                    company TEXT NOT NULL,
                    service TEXT NOT NULL,
                    message TEXT NOT NULL,
                    $common
                )",
                'CREATE INDEX IF NOT EXISTS contacts_created_at ON contacts (created_at)',
                "CREATE TABLE IF NOT EXISTS vacancies (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                    created_at $time NOT NULL,
                    first_name TEXT NOT NULL,
                    last_name TEXT NOT NULL,
                    email TEXT NOT NULL,
                    phone TEXT NOT NULL,
                    company TEXT NOT NULL,
                    designation TEXT NOT NULL,
                    industry TEXT NOT NULL,
                    service TEXT NOT NULL,
                    notes TEXT NOT NULL DEFAULT '',
                    heard_from TEXT NOT NULL DEFAULT '[]',
                    terms_accepted SMALLINT NOT NULL CHECK (terms_accepted = 1),
                    resume_file TEXT COLLATE \"C\" NOT NULL UNIQUE,
                    resume_original_name TEXT NOT NULL,
                    resume_type TEXT NOT NULL,
                    resume_size BIGINT NOT NULL,
                    $common
                )",
                'CREATE INDEX IF NOT EXISTS vacancies_created_at ON vacancies (created_at)',
                "CREATE TABLE IF NOT EXISTS newsletter (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                    created_at $time NOT NULL,
                    email TEXT NOT NULL,
                    email_key TEXT COLLATE \"C\" NOT NULL UNIQUE,
                    $common
                )",
                'CREATE INDEX IF NOT EXISTS newsletter_created_at ON newsletter (created_at)',
                "CREATE TABLE IF NOT EXISTS outbox (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                    created_at $time NOT NULL,
                    form TEXT NOT NULL CHECK (form IN ('newsletter', 'contact', 'vacancy')),
                    record_id BIGINT NOT NULL,
                    recipient TEXT NOT NULL,
                    reply_to TEXT NOT NULL DEFAULT '',
                    reply_to_name TEXT NOT NULL DEFAULT '',
                    subject TEXT NOT NULL,
                    body TEXT NOT NULL,
                    html TEXT NOT NULL DEFAULT '',
                    attachment_file TEXT,
                    attachment_name TEXT,
                    attachment_type TEXT,
                    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'retry', 'sent', 'failed')),
                    attempts INTEGER NOT NULL DEFAULT 0,
                    last_error TEXT NOT NULL DEFAULT '',
                    last_attempt_at $time,
                    next_attempt_at $time,
                    sent_at $time,
                    claimed_until $time
                )",
                'CREATE INDEX IF NOT EXISTS outbox_status ON outbox (status, next_attempt_at)',
                'CREATE INDEX IF NOT EXISTS outbox_record ON outbox (form, record_id)',
                'CREATE TABLE IF NOT EXISTS rate_limit_hits (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                    form TEXT NOT NULL,
                    ip_hash TEXT COLLATE "C" NOT NULL,
                    hit_at BIGINT NOT NULL
                )',
                'CREATE INDEX IF NOT EXISTS rate_limit_hits_lookup ON rate_limit_hits (form, ip_hash, hit_at)',
                'CREATE INDEX IF NOT EXISTS rate_limit_hits_age ON rate_limit_hits (hit_at)',
                'CREATE TABLE IF NOT EXISTS rate_limit_clients (
                    form TEXT NOT NULL,
                    ip_hash TEXT COLLATE "C" NOT NULL,
                    last_hit_at BIGINT NOT NULL,
                    PRIMARY KEY (form, ip_hash)
                )',
                'CREATE INDEX IF NOT EXISTS rate_limit_clients_age ON rate_limit_clients (last_hit_at)',
            ],
        ];
    }

    /** @return list<list<string>> */
    private static function steps(string $driver): array
    {
        return match ($driver) {
            'sqlite' => self::sqliteSteps(),
            'mysql' => self::mysqlSteps(),
            'pgsql' => self::pgsqlSteps(),
        };
    }

    /** The number of schema steps for a driver, the version a database must reach. */
    public static function version(string $driver = 'sqlite'): int
    {
        return count(self::steps($driver));
    }

    /**
     * Applies the missing steps, up to $target (default: all; tests build old versions with it), and
     * returns the versions applied. SQLite: the caller holds a write transaction. MySQL/PostgreSQL: the
     * caller holds the migration lock (bin/migrate.php); each step is a transaction on PostgreSQL, and
     * its version is recorded in schema_migrations.
     *
     * @return list<int>
     */
    public static function migrate(Database $db, ?int $target = null): array
    {
        $pdo = $db->pdo;
        if ($db->driver !== 'sqlite') {
            $pdo->exec($db->driver === 'mysql'
                ? 'CREATE TABLE IF NOT EXISTS schema_migrations (version INT NOT NULL PRIMARY KEY, applied_at VARCHAR(20) NOT NULL)'
                    . ' ENGINE=InnoDB DEFAULT CHARSET=utf8mb4'
                : 'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER NOT NULL PRIMARY KEY, applied_at TEXT NOT NULL)');
        }
        $current = $db->schemaVersion();
        $applied = [];
        foreach (self::steps($db->driver) as $index => $statements) {
            $version = $index + 1;
            if ($version <= $current || ($target !== null && $version > $target)) {
                continue;
            }
            $apply = static function () use ($pdo, $db, $statements, $version): void {
                foreach ($statements as $sql) {
                    $pdo->exec($sql);
                }
                if ($db->driver === 'sqlite') {
                    $pdo->exec('PRAGMA user_version = ' . $version);
                } else {
                    $db->run('INSERT INTO schema_migrations (version, applied_at) VALUES (:v, :at)', ['v' => $version, 'at' => Database::now()]);
                }
            };
            $db->driver === 'pgsql' ? $db->transaction($apply) : $apply();
            $applied[] = $version;
        }
        return $applied;
    }
}
