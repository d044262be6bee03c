<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * E-mails are written to the outbox table in the same transaction as the submission, then delivered.
 *
 * Status of a message: 'pending' (queued, not tried yet), 'sent', 'retry' (an attempt failed; the reason is
 * in last_error and bin/retry-mail.php tries again at next_attempt_at, the wait doubling after each
 * failure), 'failed' (given up after mail_max_attempts attempts). The record's mail_status is 'sent' once
 * all its messages are, 'failed' when one was given up, 'pending' until then. A visitor never sees a
 * mail failure.
 */
final class Outbox
{
    private const TABLES = ['contact' => 'contacts', 'vacancy' => 'vacancies', 'newsletter' => 'newsletter'];
    private const COLUMNS = ['recipient', 'reply_to', 'reply_to_name', 'subject', 'body', 'html', 'attachment_file', 'attachment_name', 'attachment_type'];
    /**
     * How long a claimed message belongs to the process sending it. Longer than any send can take (the SMTP
     * timeout applies per command); a process that died while sending frees its messages after it.
     */
    private const CLAIM_SECONDS = 600;
    /** The longest wait between two attempts, however many there were. */
    private const MAX_DELAY_SECONDS = 86400;

    public function __construct(
        private readonly Database $db,
        private readonly Mailer $mailer,
        private readonly Logger $logger,
        private readonly int $maxAttempts = 8,
        private readonly int $retryAfterSeconds = 300,
    ) {
    }

    public static function fromConfig(Database $db, Config $config, Logger $logger): self
    {
        return new self($db, Mailer::fromConfig($config), $logger, max(1, $config->int('mail_max_attempts')), max(0, $config->int('mail_retry_after')));
    }

    /**
     * @param list<array<string, string|null>> $messages rows made by Notifications
     * @return list<int> outbox ids
     */
    public function enqueue(string $form, int $recordId, array $messages): array
    {
        $ids = [];
        foreach ($messages as $message) {
            $ids[] = $this->db->insert('outbox', array_intersect_key($message, array_flip(self::COLUMNS)) + [
                'created_at' => Database::now(),
                'form' => $form,
                'record_id' => $recordId,
            ]);
        }
        return $ids;
    }

    /**
     * Sends the given outbox messages one by one, recording each outcome as soon as it is known (so a
     * message that went out is never sent again, even if this process dies right after). Each message is
     * claimed first: one that another process (a second retry worker, on this or another web server) is
     * sending is skipped.
     *
     * @param list<int> $ids
     * @return array{sent: int, retry: int, failed: int, skipped: int}
     */
    public function deliver(array $ids): array
    {
        $counts = ['sent' => 0, 'retry' => 0, 'failed' => 0, 'skipped' => 0];
        foreach ($ids as $id) {
            $message = $this->claim((int) $id);
            if ($message === null) {
                $counts['skipped']++;
                continue;
            }
            $error = '';
            try {
                $this->mailer->send($message, self::messageKey($message));
            } catch (\Throwable $e) {
                $error = $e instanceof MailError ? $e->getMessage() : get_class($e) . ': ' . $e->getMessage();
            }
            $status = $this->record((int) $id, $message, $error);
            $counts[$status]++;
            if ($error !== '') {
                $this->logger->error($status === 'failed' ? 'Mail not sent, given up' : 'Mail not sent, kept for retry', [
                    'outbox' => (int) $id,
                    'form' => $message['form'],
                    'attempt' => (int) $message['attempts'] + 1,
                    'reason' => $error,
                ]);
            }
        }
        return $counts;
    }

    /**
     * Messages to send now: 'retry' ones whose time has come, and 'pending' ones older than $staleSeconds
     * (their request stopped between storing and sending). With $all, every message not sent yet, given-up
     * ones included, whatever its next attempt time (after the settings have been fixed).
     *
     * @return list<int>
     */
    public function due(int $staleSeconds, bool $all = false): array
    {
        if ($all) {
            $rows = $this->db->run("SELECT id FROM outbox WHERE status <> 'sent' ORDER BY id")->fetchAll(\PDO::FETCH_COLUMN);
        } else {
            $rows = $this->db->run(
                "SELECT id FROM outbox
                 WHERE (status = 'retry' AND next_attempt_at <= :now) OR (status = 'pending' AND created_at < :cutoff)
                 ORDER BY id",
                ['now' => Database::now(), 'cutoff' => gmdate('Y-m-d\TH:i:s\Z', time() - $staleSeconds)],
            )->fetchAll(\PDO::FETCH_COLUMN);
        }
        return array_map('intval', $rows);
    }

    /**
     * Takes one unsent message for this process: in a short transaction the row is read with FOR UPDATE
     * SKIP LOCKED (MySQL/PostgreSQL; SQLite's BEGIN IMMEDIATE already excludes every other writer) and,
     * unless another process holds an unexpired claim on it, marked claimed_until now + CLAIM_SECONDS.
     * Returns null when it is sent, gone, or someone else's.
     *
     * @return array<string, mixed>|null
     */
    private function claim(int $id): ?array
    {
        return $this->db->transaction(function () use ($id): ?array {
            $now = time();
            $message = $this->db->run(
                "SELECT * FROM outbox WHERE id = :id AND status <> 'sent' AND (claimed_until IS NULL OR claimed_until <= :now)" . $this->db->skipLocked(),
                ['id' => $id, 'now' => gmdate('Y-m-d\TH:i:s\Z', $now)],
            )->fetch();
            if ($message === false) {
                return null;
            }
            $this->db->run('UPDATE outbox SET claimed_until = :until WHERE id = :id', [
                'until' => gmdate('Y-m-d\TH:i:s\Z', $now + self::CLAIM_SECONDS),
                'id' => $id,
            ]);
            return $message;
        });
    }

    /** @return array{count: int, next: ?string} messages waiting for a later attempt, and the earliest time */
    public function waiting(): array
    {
        $row = $this->db->run(
            "SELECT COUNT(*) AS n, MIN(next_attempt_at) AS next FROM outbox WHERE status = 'retry' AND next_attempt_at > :now",
            ['now' => Database::now()]
        )->fetch();
        return ['count' => (int) $row['n'], 'next' => $row['next']];
    }

    /** Seconds to wait after the given number of failed attempts: retry_after, doubled for each further one. */
    public function delayAfter(int $failedAttempts): int
    {
        $delay = $this->retryAfterSeconds * 2 ** min(max(0, $failedAttempts - 1), 20);
        return (int) min($delay, self::MAX_DELAY_SECONDS);
    }

    /**
     * Stores one attempt's outcome and the record's resulting mail_status; returns the message's new status.
     *
     * @param array<string, mixed> $message
     */
    private function record(int $id, array $message, string $error): string
    {
        $attempts = (int) $message['attempts'] + 1;
        $status = $error === '' ? 'sent' : ($attempts >= $this->maxAttempts ? 'failed' : 'retry');
        $now = time();
        $this->db->transaction(function () use ($id, $message, $error, $attempts, $status, $now): void {
            $this->db->run(
                'UPDATE outbox SET status = :status, attempts = :attempts, last_attempt_at = :now,
                    next_attempt_at = :next, sent_at = :sentAt, last_error = :error, claimed_until = NULL
                 WHERE id = :id',
                [
                    'status' => $status,
                    'attempts' => $attempts,
                    'now' => gmdate('Y-m-d\TH:i:s\Z', $now),
                    'next' => $status === 'retry' ? gmdate('Y-m-d\TH:i:s\Z', $now + $this->delayAfter($attempts)) : null,
                    'sentAt' => $status === 'sent' ? gmdate('Y-m-d\TH:i:s\Z', $now) : null,
                    'error' => $error,
                    'id' => $id,
                ],
            );
            $this->updateRecordStatus((string) $message['form'], (int) $message['record_id']);
        });
        return $status;
    }

    /**
     * The left part of a Message-ID fixed for the outbox row, so every attempt carries the same one and a
     * mailbox that somehow gets a message twice can tell.
     *
     * @param array<string, mixed> $message
     */
    private static function messageKey(array $message): string
    {
        $hash = substr(hash('sha256', $message['id'] . '|' . $message['created_at'] . '|' . $message['recipient'] . '|' . $message['subject']), 0, 20);
        return sprintf('onas.%s.%d.%s', $message['form'], $message['id'], $hash);
    }

    private function updateRecordStatus(string $form, int $recordId): void
    {
        $counts = $this->db->run(
            "SELECT SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failed, SUM(CASE WHEN status <> 'sent' THEN 1 ELSE 0 END) AS unsent
             FROM outbox WHERE form = :form AND record_id = :id",
            ['form' => $form, 'id' => $recordId],
        )->fetch();
        $status = (int) $counts['failed'] > 0 ? 'failed' : ((int) $counts['unsent'] > 0 ? 'pending' : 'sent');
        $this->db->run(
            sprintf('UPDATE %s SET mail_status = :status WHERE id = :id', self::TABLES[$form]),
            ['status' => $status, 'id' => $recordId],
        );
    }
}
