<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * E-mails are written to the outbox table in the same transaction as the submission, then delivered.
 *
 * Status of a message: 'pending' (queued, not tried yet), 'sent', 'retry' (an attempt failed; the reason is
 * in last_error and bin/retry-mail.php tries again at next_attempt_at, the wait doubling after each
 * failure up to mail_retry_max_delay), 'failed' (given up mail_give_up_after seconds after it was queued,
 * or after mail_max_attempts attempts when that is set). A message whose claimed_until lies in the future
 * is being sent. The record's mail_status is 'sent' once all its messages are, 'failed' when one was given
 * up, 'pending' until then. A visitor never sees a mail failure.
 *
 * Delivery is at least once, with one Message-ID per message: each message is claimed in the database
 * before it is sent and recorded after. If the process dies, or the database fails, between the server
 * taking the message and the record, the claim runs out after mail_claim_seconds and the message is sent
 * again with the same Message-ID, which the receiving server or mail client can use to drop the copy.
 */
final class Outbox
{
    private const COLUMNS = ['recipient', 'reply_to', 'reply_to_name', 'subject', 'body', 'html', 'attachment_file', 'attachment_name', 'attachment_type'];

    /**
     * @param int $maxAttempts 0: no limit on attempts, only $giveUpAfterSeconds
     * @param int $claimSeconds how long a claimed message belongs to its sender: longer than any send can take
     *        (the SMTP timeout applies per command); a process that died while sending frees it after this
     */
    public function __construct(
        private readonly Database $db,
        private readonly Mailer $mailer,
        private readonly Logger $logger,
        private readonly int $maxAttempts = 0,
        private readonly int $retryAfterSeconds = 300,
        private readonly int $maxDelaySeconds = 6 * 3600,
        private readonly int $giveUpAfterSeconds = 5 * 86400,
        private readonly int $claimSeconds = 600,
    ) {
    }

    /** The same outbox on another connection (one opened after the first broke). */
    public function on(Database $db): self
    {
        return new self(
            $db,
            $this->mailer,
            $this->logger,
            $this->maxAttempts,
            $this->retryAfterSeconds,
            $this->maxDelaySeconds,
            $this->giveUpAfterSeconds,
            $this->claimSeconds,
        );
    }

    public static function fromConfig(Database $db, Config $config, Logger $logger): self
    {
        return new self(
            $db,
            Mailer::fromConfig($config),
            $logger,
            max(0, $config->int('mail_max_attempts')),
            max(0, $config->int('mail_retry_after')),
            max(1, $config->int('mail_retry_max_delay')),
            max(0, $config->int('mail_give_up_after')),
            max(1, $config->int('mail_claim_seconds')),
        );
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
     * Sends the given outbox messages one by one: each is claimed, sent, and its outcome recorded. Whatever
     * goes wrong with one message (the mail server, the database, a bug) is logged and counted, and the
     * next message is tried: one bad message never holds up the rest. A message that another process
     * holds a live claim on is skipped.
     *
     * @param list<int> $ids
     * @return array{sent: int, retry: int, failed: int, skipped: int, error: int, problems: list<string>}
     *         error: messages whose claim or record failed; problems: one line per message not sent
     */
    public function deliver(array $ids): array
    {
        $counts = ['sent' => 0, 'retry' => 0, 'failed' => 0, 'skipped' => 0, 'error' => 0, 'problems' => []];
        foreach ($ids as $id) {
            $id = (int) $id;
            try {
                $claim = $this->claim($id);
            } catch (\Throwable $e) {
                $counts['error']++;
                $counts['problems'][] = $this->problem('Mail not sent: it could not be claimed', $id, null, $e);
                continue;
            }
            if ($claim === null) {
                $counts['skipped']++;
                continue;
            }
            [$message, $token] = $claim;
            $error = '';
            try {
                $this->mailer->send($message, self::messageKey($message));
            } catch (\Throwable $e) {
                $error = $e instanceof MailError ? $e->getMessage() : get_class($e) . ': ' . $e->getMessage();
            }
            try {
                $status = $this->record($id, $message, $token, $error);
            } catch (\Throwable $e) {
                $counts['error']++;
                $counts['problems'][] = $this->problem(
                    $error === ''
                        ? "Mail sent, but the database did not record it: it will be sent again with the same Message-ID once its claim runs out"
                        : 'Mail not sent, and the attempt could not be recorded',
                    $id,
                    $message,
                    $e,
                );
                continue;
            }
            $counts[$status]++;
            if ($error !== '') {
                $what = $status === 'failed' ? 'MAIL GIVEN UP, not delivered' : 'Mail not sent, kept for retry';
                $counts['problems'][] = sprintf('%s: outbox #%d (%s), attempt %d: %s', $what, $id, $message['form'], (int) $message['attempts'] + 1, $error);
                $this->logger->error($what, [
                    'outbox' => $id,
                    'form' => $message['form'],
                    'attempt' => (int) $message['attempts'] + 1,
                    'reason' => $error,
                ]);
            }
        }
        return $counts;
    }

    /**
     * Logs one message's fault and returns it as one line.
     *
     * @param array<string, mixed>|null $message
     */
    private function problem(string $what, int $id, ?array $message, \Throwable $e): string
    {
        $reason = get_class($e) . ': ' . $e->getMessage();
        $this->logger->error($what, ['outbox' => $id, 'form' => $message['form'] ?? null, 'reason' => $reason]);
        return sprintf('%s: outbox #%d: %s', $what, $id, str_replace(["\r", "\n"], ' ', $reason));
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
     * unless another process holds an unexpired claim on it, marked claimed_until now + the claim time.
     * That value is the claim's token: the outcome is recorded only while the row still carries it.
     * Returns null when it is sent, gone, or someone else's.
     *
     * @return array{array<string, mixed>, string}|null the message and the claim token
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
            $token = gmdate('Y-m-d\TH:i:s\Z', $now + $this->claimSeconds);
            $this->db->run('UPDATE outbox SET claimed_until = :until WHERE id = :id', ['until' => $token, 'id' => $id]);
            return [$message, $token];
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

    /** Seconds to wait after the given number of failed attempts: retry_after, doubled for each further one, capped. */
    public function delayAfter(int $failedAttempts): int
    {
        $delay = $this->retryAfterSeconds * 2 ** min(max(0, $failedAttempts - 1), 20);
        return (int) min($delay, $this->maxDelaySeconds);
    }

    /**
     * Stores one attempt's outcome and the record's resulting mail_status; returns the message's new status.
     * A failed attempt gives the message up once it has waited mail_give_up_after since it was queued (or
     * reached mail_max_attempts, when set).
     *
     * @param array<string, mixed> $message
     */
    private function record(int $id, array $message, string $token, string $error): string
    {
        $attempts = (int) $message['attempts'] + 1;
        $now = time();
        $queuedAt = strtotime((string) $message['created_at']) ?: $now;
        $givenUp = $now - $queuedAt >= $this->giveUpAfterSeconds || ($this->maxAttempts > 0 && $attempts >= $this->maxAttempts);
        $status = $error === '' ? 'sent' : ($givenUp ? 'failed' : 'retry');
        $this->db->transaction(function () use ($id, $message, $token, $error, $attempts, $status, $now): void {
            $updated = $this->db->run(
                'UPDATE outbox SET status = :status, attempts = :attempts, last_attempt_at = :now,
                    next_attempt_at = :next, sent_at = :sentAt, last_error = :error, claimed_until = NULL
                 WHERE id = :id AND claimed_until = :token',
                [
                    'status' => $status,
                    'attempts' => $attempts,
                    'now' => gmdate('Y-m-d\TH:i:s\Z', $now),
                    'next' => $status === 'retry' ? gmdate('Y-m-d\TH:i:s\Z', $now + $this->delayAfter($attempts)) : null,
                    'sentAt' => $status === 'sent' ? gmdate('Y-m-d\TH:i:s\Z', $now) : null,
                    'error' => $error,
                    'id' => $id,
                    'token' => $token,
                ],
            )->rowCount();
            if ($updated !== 1) {
                throw new \RuntimeException('the claim on this message ran out before its outcome was recorded');
            }
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
            sprintf('UPDATE %s SET mail_status = :status WHERE id = :id', Forms::table($form)),
            ['status' => $status, 'id' => $recordId],
        );
    }
}
