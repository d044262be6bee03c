<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * How long personal data is kept, and erasing one person's data (bin/purge.php, bin/erase.php).
 *
 * purge: CV files older than retention_cv_days (their outbox messages lose the attachment), contact and vacancy
 * submissions older than retention_submission_days with their outbox messages and CVs (newsletter sign-ups
 * are kept until the subscriber asks to be removed: erase), the contents (subject, text, HTML,
 * Reply-To) of messages sent or given up longer than retention_outbox_body_days ago, and error.log and
 * mail.log entries older than retention_log_days. An age of 0 keeps that kind of data.
 *
 * purge also removes a CV file that no submission names once it is an hour old: one that a database server
 * crash left behind (Submissions keeps the CV when a COMMIT goes unanswered and the server cannot be asked
 * whether it stored the submission). The hour keeps it away from a submission still being stored.
 *
 * erase: every submission of the three forms made with an address (compared case-insensitively), their
 * CVs and outbox messages, any other outbox message to or about the address, and the log entries that
 * name it as a whole address (addressPattern: erasing bob@x.co leaves the lines about xbob@x.co and bob@x.com).
 * The rate limit stores only a keyed hash of the client's IP address, never an e-mail address.
 *
 * Database rows go in one transaction; files are deleted after it commits, so a failure never leaves a
 * row pointing at a deleted CV.
 */
final class Retention
{
    /** How old a CV file no submission names must be before purge removes it. */
    public const UNNAMED_CV_AGE = 3600;

    public function __construct(private readonly Database $db, private readonly Config $config)
    {
    }

    /** @return array<string, int> what was removed, by kind */
    public function purge(int $now): array
    {
        $cutoff = fn (string $setting): ?string => $this->config->int($setting) > 0
            ? gmdate('Y-m-d\TH:i:s\Z', $now - $this->config->int($setting) * 86400)
            : null;
        $counts = ['submissions' => 0, 'cvs' => 0, 'unnamed_cvs' => 0, 'outbox_messages' => 0, 'outbox_bodies' => 0, 'log_entries' => 0];
        $files = [];
        $this->db->transaction(function () use ($cutoff, &$counts, &$files): void {
            $submissions = $cutoff('retention_submission_days');
            if ($submissions !== null) {
                // Newsletter sign-ups stay until the subscriber asks to be removed (erase).
                foreach (array_diff(Forms::names(), ['newsletter']) as $form) {
                    $table = Forms::table($form);
                    $ids = $this->ids("SELECT id FROM $table WHERE created_at < :cutoff", ['cutoff' => $submissions]);
                    $files = [...$files, ...$this->cvFiles($form, $ids)];
                    $counts['outbox_messages'] += $this->deleteOutboxOf($form, $ids);
                    $counts['submissions'] += $this->deleteRows($table, $ids);
                }
            }
            $cvs = $cutoff('retention_cv_days');
            if ($cvs !== null) {
                foreach (array_filter(Forms::names(), static fn (string $form): bool => Forms::upload($form) !== null) as $form) {
                    $ids = $this->ids('SELECT id FROM ' . Forms::table($form) . ' WHERE created_at < :cutoff', ['cutoff' => $cvs]);
                    $files = [...$files, ...$this->cvFiles($form, $ids)];
                    foreach ($this->cvFiles($form, $ids) as $file) {
                        $this->db->run('UPDATE outbox SET attachment_file = NULL WHERE attachment_file = :file', ['file' => $file]);
                    }
                }
            }
            $bodies = $cutoff('retention_outbox_body_days');
            if ($bodies !== null) {
                $counts['outbox_bodies'] = $this->db->run(
                    "UPDATE outbox SET subject = '', body = '', html = '', reply_to = '', reply_to_name = ''
                     WHERE status IN ('sent', 'failed') AND body <> '' AND COALESCE(last_attempt_at, created_at) < :cutoff",
                    ['cutoff' => $bodies],
                )->rowCount();
            }
        });
        $counts['cvs'] = $this->deleteFiles(array_unique($files));
        $counts['unnamed_cvs'] = $this->deleteFiles($this->unnamedFiles($now - self::UNNAMED_CV_AGE));
        $logs = $cutoff('retention_log_days');
        if ($logs !== null) {
            $old = static fn (string $entry): bool => self::entryTime($entry) !== null && self::entryTime($entry) < $logs;
            $counts['log_entries'] = $this->rewriteLogs($old);
        }
        return $counts;
    }

    /** @return array<string, int> what was removed, by kind */
    public function erase(string $email): array
    {
        $key = mb_strtolower(trim($email), 'UTF-8');
        $counts = ['submissions' => 0, 'cvs' => 0, 'outbox_messages' => 0, 'log_entries' => 0];
        $files = [];
        $this->db->transaction(function () use ($key, &$counts, &$files): void {
            foreach (Forms::names() as $form) {
                $table = Forms::table($form);
                $ids = [];
                foreach ($this->db->run("SELECT id, email FROM $table")->fetchAll() as $row) {
                    if (mb_strtolower((string) $row['email'], 'UTF-8') === $key) {
                        $ids[] = (int) $row['id'];
                    }
                }
                $files = [...$files, ...$this->cvFiles($form, $ids)];
                $counts['outbox_messages'] += $this->deleteOutboxOf($form, $ids);
                $counts['submissions'] += $this->deleteRows($table, $ids);
            }
            // Messages to the address, or naming it as Reply-To, whatever record they belong to.
            $ids = [];
            foreach ($this->db->run('SELECT id, recipient, reply_to FROM outbox')->fetchAll() as $row) {
                $addresses = array_map(
                    static fn (string $a): string => mb_strtolower(trim($a), 'UTF-8'),
                    explode(',', $row['recipient'] . ',' . $row['reply_to']),
                );
                if (in_array($key, $addresses, true)) {
                    $ids[] = (int) $row['id'];
                }
            }
            $counts['outbox_messages'] += $this->deleteRows('outbox', $ids);
        });
        $counts['cvs'] = $this->deleteFiles(array_unique($files));
        $names = self::addressPattern(mb_scrub($key, 'UTF-8'));
        $counts['log_entries'] = $this->rewriteLogs(static fn (string $entry): bool => preg_match($names, mb_scrub($entry, 'UTF-8')) === 1);
        return $counts;
    }

    /**
     * A pattern that finds $address as a whole address, in any case: not preceded by a character a local
     * part may hold (so erasing bob@x.co leaves xbob@x.co and a.bob@x.co) and not followed by one a domain
     * name may hold, a dot included when a label follows it (so it leaves bob@x.com and bob@x.co.uk, but
     * finds the address at the end of a sentence).
     */
    public static function addressPattern(string $address): string
    {
        return '/(?<![A-Za-z0-9!#$%&\'*+\/=?^_`{|}~.-])' . preg_quote($address, '/') . '(?![A-Za-z0-9-]|\.[A-Za-z0-9-])/iu';
    }

    /**
     * @param array<string, scalar> $params
     * @return list<int>
     */
    private function ids(string $sql, array $params): array
    {
        return array_map('intval', $this->db->run($sql, $params)->fetchAll(\PDO::FETCH_COLUMN));
    }

    /**
     * @param list<int> $ids
     * @return list<string> stored CV file names of those records
     */
    private function cvFiles(string $form, array $ids): array
    {
        $upload = Forms::upload($form);
        if ($upload === null || $ids === []) {
            return [];
        }
        $in = implode(', ', array_map('intval', $ids));
        return $this->db->run("SELECT {$upload['column']}_file FROM " . Forms::table($form) . " WHERE id IN ($in)")->fetchAll(\PDO::FETCH_COLUMN);
    }

    /** @param list<int> $ids */
    private function deleteOutboxOf(string $form, array $ids): int
    {
        if ($ids === []) {
            return 0;
        }
        $in = implode(', ', array_map('intval', $ids));
        return $this->db->run("DELETE FROM outbox WHERE form = :form AND record_id IN ($in)", ['form' => $form])->rowCount();
    }

    /** @param list<int> $ids */
    private function deleteRows(string $table, array $ids): int
    {
        if ($ids === []) {
            return 0;
        }
        return $this->db->run(sprintf('DELETE FROM %s WHERE id IN (%s)', $table, implode(', ', array_map('intval', $ids))))->rowCount();
    }

    /**
     * The CV files that no submission and no outbox message names, last changed before $before. The names are
     * read before the folder is listed, so a file a submission stores meanwhile is young enough to be left.
     *
     * @return list<string>
     */
    private function unnamedFiles(int $before): array
    {
        $named = [];
        foreach (Forms::names() as $form) {
            $upload = Forms::upload($form);
            if ($upload !== null) {
                $column = $upload['column'] . '_file';
                $sql = "SELECT $column FROM " . Forms::table($form) . " WHERE $column IS NOT NULL";
                $named = [...$named, ...$this->db->run($sql)->fetchAll(\PDO::FETCH_COLUMN)];
            }
        }
        $named = [...$named, ...$this->db->run('SELECT attachment_file FROM outbox WHERE attachment_file IS NOT NULL')->fetchAll(\PDO::FETCH_COLUMN)];
        $named = array_flip(array_map('strval', $named));
        $unnamed = [];
        $dir = $this->config->dataPath('uploads');
        foreach (is_dir($dir) ? (scandir($dir) ?: []) : [] as $name) {
            $mtime = @filemtime($dir . '/' . $name);
            if (!isset($named[$name]) && $mtime !== false && $mtime < $before) {
                $unnamed[] = $name;
            }
        }
        return $unnamed;
    }

    /** @param array<string> $names stored CV names (only names Upload makes are touched) */
    private function deleteFiles(array $names): int
    {
        $deleted = 0;
        foreach ($names as $name) {
            $path = $this->config->dataPath('uploads') . '/' . $name;
            if (preg_match('/^[0-9a-f]{32}\.(pdf|doc|docx)$/', (string) $name) === 1 && is_file($path) && unlink($path)) {
                $deleted++;
            }
        }
        return $deleted;
    }

    /**
     * Removes the entries $drop picks from error.log and mail.log, each file rewritten whole under a lock
     * and renamed into place. An error.log entry is one line ("[time] ..."); a mail.log entry runs from its
     * "===== time =====" line to the next.
     *
     * @param callable(string): bool $drop
     */
    private function rewriteLogs(callable $drop): int
    {
        $removed = 0;
        foreach ([$this->config->dataPath('error.log'), $this->config->mailLog()] as $file) {
            if (!is_file($file)) {
                continue;
            }
            $handle = fopen($file, 'r+');
            if ($handle === false || !flock($handle, LOCK_EX)) {
                throw new \RuntimeException('Cannot lock ' . basename($file));
            }
            try {
                $entries = preg_split('/^(?=\[\d{4}-\d\d-\d\dT|===== \d{4}-)/m', (string) stream_get_contents($handle)) ?: [];
                $kept = array_filter($entries, static fn (string $entry): bool => $entry !== '' && !$drop($entry));
                $removed += count(array_filter($entries, static fn (string $entry): bool => $entry !== '')) - count($kept);
                $temporary = $file . '.purge';
                if (file_put_contents($temporary, implode('', $kept)) === false || !rename($temporary, $file)) {
                    throw new \RuntimeException('Cannot rewrite ' . basename($file));
                }
            } finally {
                flock($handle, LOCK_UN);
                fclose($handle);
            }
        }
        return $removed;
    }

    /** The UTC time an error.log or mail.log entry starts with, as stored text, or null. */
    private static function entryTime(string $entry): ?string
    {
        return preg_match('/^(?:\[|===== )(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)/', $entry, $m) === 1 ? $m[1] : null;
    }
}
