<?php
declare(strict_types=1);

namespace Onas\Api;

use PDO;

/**
 * Numbered schema migrations. PRAGMA user_version records the last one applied; each runs once, in a
 * transaction, in order. Add new steps at the end; never edit one that has shipped.
 */
final class Schema
{
    /** @return list<list<string>> */
    private static function steps(): array
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
        ];
    }

    public static function version(): int
    {
        return count(self::steps());
    }

    /**
     * Applies the missing steps, up to $target (default: all; tests build old versions with it). The
     * caller holds a write transaction.
     */
    public static function migrate(PDO $pdo, ?int $target = null): void
    {
        $current = (int) $pdo->query('PRAGMA user_version')->fetchColumn();
        foreach (self::steps() as $index => $statements) {
            $version = $index + 1;
            if ($version <= $current || ($target !== null && $version > $target)) {
                continue;
            }
            foreach ($statements as $sql) {
                $pdo->exec($sql);
            }
            $pdo->exec('PRAGMA user_version = ' . $version);
        }
    }
}
