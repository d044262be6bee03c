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
                switch ($form) {
                    case 'newsletter':
                        $id = $this->insertSubscriber($values['email'], $common);
                        if ($id === null) {
                            return [];
                        }
                        break;
                    case 'contact':
                        $id = $this->db->insert('contacts', $common + [
                            'first_name' => $values['firstName'],
                            'last_name' => $values['lastName'],
                            'email' => $values['email'],
                            'company' => $values['company'],
                            'service' => $values['service'],
                            'message' => $values['message'],
                        ]);
                        break;
                    case 'vacancy':
                        if ($upload === null) {
                            throw new \LogicException('A vacancy needs its CV');
                        }
                        $id = $this->db->insert('vacancies', $common + [
                            'first_name' => $values['firstName'],
                            'last_name' => $values['lastName'],
                            'email' => $values['email'],
                            'phone' => $values['phone'],
                            'company' => $values['company'],
                            'designation' => $values['designation'],
                            'industry' => $values['industry'],
                            'service' => $values['service'],
                            'notes' => $values['notes'],
                            'heard_from' => json_encode($values['heardFrom'], JSON_UNESCAPED_UNICODE),
                            'terms_accepted' => 1,
                            'resume_file' => $upload->storedName,
                            'resume_original_name' => $upload->originalName,
                            'resume_type' => $upload->type,
                            'resume_size' => $upload->size,
                        ]);
                        break;
                    default:
                        throw new \InvalidArgumentException("Unknown form '$form'");
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
     * One row per address, compared without regard to case. Returns null when the address is already
     * subscribed.
     *
     * @param array<string, scalar> $common
     */
    private function insertSubscriber(string $email, array $common): ?int
    {
        $row = $common + ['email' => $email, 'email_key' => mb_strtolower($email, 'UTF-8')];
        $insert = 'INSERT INTO newsletter (created_at, email, email_key, ip_hash, user_agent, suspected_spam)
             VALUES (:created_at, :email, :email_key, :ip_hash, :user_agent, :suspected_spam)';
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
