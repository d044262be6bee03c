<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Stores a validated submission before anything else happens to it: in one write transaction the rate
 * limit is counted, the record inserted, its e-mails queued in the outbox and (vacancy) the CV moved
 * into place. Either all of it happens or none of it.
 */
final class Submissions
{
    public function __construct(
        private readonly Database $db,
        private readonly RateLimiter $rateLimiter,
        private Outbox $outbox,
        private readonly Config $config,
        private readonly ?Logger $logger = null,
    ) {
    }

    /** The outbox that delivers what store() queued: on a new connection when the first broke during the COMMIT. */
    public function outbox(): Outbox
    {
        return $this->outbox;
    }

    /**
     * @param array<string, mixed> $values validated field values
     * @param array{ip_hash: string, user_agent: string, suspected_spam: bool} $meta
     * @return list<int> the outbox ids to deliver (none for a repeated newsletter sign-up)
     */
    public function store(string $form, array $values, array $meta, ?Upload $upload, string $uploadsDir): array
    {
        $movedTo = null;
        $stored = null;
        try {
            return $this->db->transaction(function () use ($form, $values, $meta, $upload, $uploadsDir, &$movedTo, &$stored): array {
                $now = time();
                $caps = $this->config->list('rate_limit_form_per_hour');
                $this->rateLimiter->assertUnderFormCap($form, (int) ($caps[$form] ?? 0), $now);
                $this->rateLimiter->hit($form, $meta['ip_hash'], $now);
                $common = [
                    'created_at' => Database::now(),
                    'ip_hash' => $meta['ip_hash'],
                    'user_agent' => $meta['user_agent'],
                    'suspected_spam' => $meta['suspected_spam'] ? 1 : 0,
                ];
                if ($form === 'newsletter') {
                    $id = $this->insertSubscriber($common + self::row($form, $values, null), $values['email']);
                    if ($id === null) {
                        return [];
                    }
                } else {
                    $id = $this->db->insert(Forms::table($form), $common + self::row($form, $values, $upload));
                }
                $stored = ['id' => $id, 'created_at' => $common['created_at'], 'ip_hash' => $common['ip_hash']];
                $messages = Notifications::forSubmission($form, $id, $values, $upload, $meta['suspected_spam'], $this->config);
                $ids = $this->outbox->enqueue($form, $id, $messages);
                if ($upload !== null) {
                    // Known before the move starts, so a move that fails half-way leaves no file behind.
                    $movedTo = $upload->targetIn($uploadsDir);
                    $upload->moveInto($uploadsDir);
                }
                return $ids;
            });
        } catch (CommitUnconfirmed $e) {
            return $this->afterUnconfirmedCommit($form, $stored, $movedTo, $e);
        } catch (\Throwable $e) {
            // The record was rolled back: the file (or the part of it a failed move wrote) must not stay
            // behind without it.
            if ($movedTo !== null && is_file($movedTo)) {
                @unlink($movedTo);
            }
            throw $e;
        }
    }

    /**
     * The database did not answer the COMMIT, so the submission may be stored or not: a new connection asks.
     * Stored, it is answered as stored, and its e-mails (queued in the same transaction) go out. Not stored,
     * its CV is removed and the error thrown. When the database cannot be asked, the CV stays, since a stored
     * submission must never lose it, and the error is thrown; bin/purge.php removes a CV no submission names.
     *
     * @param array{id: int, created_at: string, ip_hash: string}|null $stored the row the transaction inserted
     * @return list<int> the outbox ids to deliver
     */
    private function afterUnconfirmedCommit(string $form, ?array $stored, ?string $movedTo, CommitUnconfirmed $e): array
    {
        if ($stored === null) {
            // A newsletter address already subscribed: nothing new was to be stored.
            return [];
        }
        $table = Forms::table($form);
        try {
            $db = $this->db->reconnected();
            // The id alone could name another row: MariaDB may hand out a rolled-back id again after a restart.
            $found = (int) $db->run(
                "SELECT COUNT(*) FROM $table WHERE id = :id AND created_at = :created_at AND ip_hash = :ip_hash",
                $stored,
            )->fetchColumn() > 0;
            $outboxIds = $found
                ? array_map('intval', $db->run(
                    'SELECT id FROM outbox WHERE form = :form AND record_id = :id ORDER BY id',
                    ['form' => $form, 'id' => $stored['id']],
                )->fetchAll(\PDO::FETCH_COLUMN))
                : [];
        } catch (\Throwable $unanswered) {
            $this->logger?->error('A submission\'s COMMIT went unanswered and the database cannot be asked whether it was stored', [
                'form' => $form,
                'kept_file' => $movedTo === null ? null : basename($movedTo),
                'error' => $unanswered->getMessage(),
            ]);
            throw $e;
        }
        if ($found) {
            $this->outbox = $this->outbox->on($db);
            $this->logger?->error('A submission\'s COMMIT went unanswered; a new connection found it stored', ['form' => $form, 'id' => $stored['id']]);
            return $outboxIds;
        }
        if ($movedTo !== null && is_file($movedTo)) {
            @unlink($movedTo);
        }
        throw $e;
    }

    /**
     * The stored columns of a submission, from the contract: each field's value in its column (a list of
     * options as JSON, an accepted consent as 1) and the upload's four columns.
     *
     * @param array<string, mixed> $values
     * @return array<string, scalar>
     */
    private static function row(string $form, array $values, ?Upload $upload): array
    {
        $row = [];
        foreach (Forms::fields($form) as $key => $field) {
            $row[$field['column']] = match ($field['kind']) {
                'options' => json_encode($values[$key], JSON_UNESCAPED_UNICODE),
                'consent' => 1, // validated: a submission without consent is refused
                default => $values[$key],
            };
        }
        $file = Forms::upload($form);
        if ($file !== null) {
            if ($upload === null) {
                throw new \LogicException("A $form submission needs its {$file['label']}");
            }
            $row += [
                "{$file['column']}_file" => $upload->storedName,
                "{$file['column']}_original_name" => $upload->originalName,
                "{$file['column']}_type" => $upload->type,
                "{$file['column']}_size" => $upload->size,
            ];
        }
        return $row;
    }

    /**
     * One row per address, compared without regard to case. Returns null when the address is already
     * subscribed.
     *
     * @param array<string, scalar> $row
     */
    private function insertSubscriber(array $row, string $email): ?int
    {
        $row['email_key'] = mb_strtolower($email, 'UTF-8');
        $insert = sprintf('INSERT INTO %s (%s) VALUES (:%s)', Forms::table('newsletter'), implode(', ', array_keys($row)), implode(', :', array_keys($row)));
        // The unique key on email_key decides: a parallel sign-up of the same address waits for this one
        // and then inserts nothing.
        switch ($this->db->driver) {
            case 'pgsql':
                $id = $this->db->run($insert . ' ON CONFLICT (email_key) DO NOTHING RETURNING id', $row)->fetchColumn();
                return $id === false ? null : (int) $id;
            case 'mysql':
                // Without a change the row counts as not affected; INSERT IGNORE would also hide other errors.
                $statement = $this->db->run($insert . ' ON DUPLICATE KEY UPDATE id = id', $row);
                break;
            default:
                $statement = $this->db->run($insert . ' ON CONFLICT (email_key) DO NOTHING', $row);
        }
        return $statement->rowCount() === 1 ? (int) $this->db->pdo->lastInsertId() : null;
    }
}
