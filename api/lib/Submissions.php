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
        private readonly Outbox $outbox,
        private readonly Config $config,
    ) {
    }

    /**
     * @param array<string, mixed> $values validated field values
     * @param array{ip_hash: string, user_agent: string, suspected_spam: bool} $meta
     * @return list<int> the outbox ids to deliver (none for a repeated newsletter sign-up)
     */
    public function store(string $form, array $values, array $meta, ?Upload $upload, string $uploadsDir): array
    {
        $movedTo = null;
        try {
            return $this->db->transaction(function () use ($form, $values, $meta, $upload, $uploadsDir, &$movedTo): array {
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
                $messages = Notifications::forSubmission($form, $id, $values, $upload, $meta['suspected_spam'], $this->config);
                $ids = $this->outbox->enqueue($form, $id, $messages);
                if ($upload !== null) {
                    // Known before the move starts, so a move that fails half-way leaves no file behind.
                    $movedTo = $upload->targetIn($uploadsDir);
                    $upload->moveInto($uploadsDir);
                }
                return $ids;
            });
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
