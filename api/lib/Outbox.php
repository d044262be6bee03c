<?php
declare(strict_types=1);

namespace Onas\Api;

/**
 * E-mails are written to the outbox table in the same transaction as the submission, then delivered.
 * A failed delivery stays in the outbox with status 'failed' (and its submission's mail_status says so)
 * until bin/retry-mail.php sends it. A visitor never sees a mail failure.
 */
final class Outbox
{
    private const TABLES = ['contact' => 'contacts', 'vacancy' => 'vacancies', 'newsletter' => 'newsletter'];

    public function __construct(
        private readonly Database $db,
        private readonly Mailer $mailer,
        private readonly Logger $logger,
    ) {
    }

    /**
     * @param list<array{recipient: string, reply_to: string, subject: string, body: string}> $messages
     * @return list<int> outbox ids
     */
    public function enqueue(string $form, int $recordId, array $messages): array
    {
        $ids = [];
        foreach ($messages as $message) {
            $ids[] = $this->db->insert('outbox', $message + [
                'created_at' => Database::now(),
                'form' => $form,
                'record_id' => $recordId,
            ]);
        }
        return $ids;
    }

    /**
     * Sends the given outbox messages, then records the outcomes in one write; returns how many failed.
     *
     * @param list<int> $ids
     */
    public function deliver(array $ids): int
    {
        $outcomes = [];
        foreach ($ids as $id) {
            $message = $this->db->run('SELECT * FROM outbox WHERE id = :id', ['id' => $id])->fetch();
            if ($message === false || $message['status'] === 'sent') {
                continue;
            }
            $error = '';
            try {
                $this->mailer->send($message['recipient'], $message['subject'], $message['body'], $message['reply_to']);
            } catch (MailError $e) {
                $error = $e->getMessage();
                $this->logger->error('Mail not sent, kept for retry', ['outbox' => $id, 'form' => $message['form'], 'reason' => $error]);
            }
            $outcomes[] = [$id, $message['form'], (int) $message['record_id'], $error];
        }
        if ($outcomes === []) {
            return 0;
        }
        $this->db->transaction(function () use ($outcomes): void {
            $now = Database::now();
            $records = [];
            foreach ($outcomes as [$id, $form, $recordId, $error]) {
                $this->db->run(
                    'UPDATE outbox SET status = :status, attempts = attempts + 1, last_attempt_at = :now,
                        sent_at = :sentAt, last_error = :error
                     WHERE id = :id',
                    [
                        'status' => $error === '' ? 'sent' : 'failed',
                        'now' => $now,
                        'sentAt' => $error === '' ? $now : null,
                        'error' => $error,
                        'id' => $id,
                    ],
                );
                $records[$form . '#' . $recordId] = [$form, $recordId];
            }
            foreach ($records as [$form, $recordId]) {
                $this->updateRecordStatus($form, $recordId);
            }
        });
        return count(array_filter($outcomes, static fn (array $o): bool => $o[3] !== ''));
    }

    /**
     * Messages waiting for a retry: failed ones, and pending ones older than $staleSeconds (their request
     * stopped between storing and sending).
     *
     * @return list<int>
     */
    public function retryable(int $staleSeconds): array
    {
        $cutoff = gmdate('Y-m-d\TH:i:s\Z', time() - $staleSeconds);
        $rows = $this->db->run(
            "SELECT id FROM outbox WHERE status = 'failed' OR (status = 'pending' AND created_at < :cutoff) ORDER BY id",
            ['cutoff' => $cutoff],
        )->fetchAll(\PDO::FETCH_COLUMN);
        return array_map('intval', $rows);
    }

    private function updateRecordStatus(string $form, int $recordId): void
    {
        $counts = $this->db->run(
            "SELECT SUM(status = 'failed') AS failed, SUM(status = 'pending') AS pending FROM outbox WHERE form = :form AND record_id = :id",
            ['form' => $form, 'id' => $recordId],
        )->fetch();
        $status = (int) $counts['failed'] > 0 ? 'failed' : ((int) $counts['pending'] > 0 ? 'pending' : 'sent');
        $this->db->run(
            sprintf('UPDATE %s SET mail_status = :status WHERE id = :id', self::TABLES[$form]),
            ['status' => $status, 'id' => $recordId],
        );
    }
}
