<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * At most $max stored submissions per form per client within $window seconds, counted in the database so
 * all PHP workers (and all web servers on a database server) share it. Call inside the write transaction
 * that stores the submission. On SQLite that transaction holds the write lock; on MySQL and PostgreSQL the
 * client's row in rate_limit_clients is locked first (an upsert), so the count and the new hit of two
 * parallel requests from one client cannot interleave.
 */
final class RateLimiter
{
    public function __construct(
        private readonly Database $db,
        private readonly int $max,
        private readonly int $window,
    ) {
    }

    /** Records one hit, or throws a 429 HttpError with the seconds until the oldest hit expires. */
    public function hit(string $form, string $ipHash, int $now): void
    {
        $since = $now - $this->window;
        $key = ['form' => $form, 'ip' => $ipHash, 'now' => $now];
        switch ($this->db->driver) {
            case 'mysql':
                $this->db->run('INSERT INTO rate_limit_clients (form, ip_hash, last_hit_at) VALUES (:form, :ip, :now)
                    ON DUPLICATE KEY UPDATE last_hit_at = VALUES(last_hit_at)', $key);
                break;
            case 'pgsql':
                $this->db->run('INSERT INTO rate_limit_clients (form, ip_hash, last_hit_at) VALUES (:form, :ip, :now)
                    ON CONFLICT (form, ip_hash) DO UPDATE SET last_hit_at = EXCLUDED.last_hit_at', $key);
                break;
        }
        if ($this->db->driver === 'sqlite') {
            $this->db->run('DELETE FROM rate_limit_hits WHERE hit_at <= :since', ['since' => $since]);
        } else {
            // Only this client's old hits: the lock above covers them. Everyone's expired rows go now and then.
            $this->db->run(
                'DELETE FROM rate_limit_hits WHERE form = :form AND ip_hash = :ip AND hit_at <= :since',
                ['form' => $form, 'ip' => $ipHash, 'since' => $since]
            );
        }
        $this->assertUnder($form, $ipHash, $now);
        $this->db->insert('rate_limit_hits', ['form' => $form, 'ip_hash' => $ipHash, 'hit_at' => $now]);
    }

    /**
     * Throws the 429 that hit() would, without recording anything and outside any transaction: asked before
     * a CV is inspected and scanned, so that a client already over the limit costs neither. Parallel requests
     * may all pass it; hit() stays the count that decides (the attempt limit bounds how many can be parallel).
     */
    public function assertUnder(string $form, string $ipHash, int $now): void
    {
        $row = $this->db->run(
            'SELECT COUNT(*) AS hits, MIN(hit_at) AS oldest FROM rate_limit_hits
             WHERE form = :form AND ip_hash = :ip AND hit_at > :since',
            ['form' => $form, 'ip' => $ipHash, 'since' => $now - $this->window],
        )->fetch();
        if ((int) $row['hits'] >= $this->max) {
            throw HttpError::tooManyRequests(max(1, (int) $row['oldest'] + $this->window - $now));
        }
    }

    /**
     * A cap on one form's stored submissions per hour from everyone together, counted on the form's own
     * table (the hits above are kept for one window only). Throws a 429 until the oldest submission of
     * the hour is an hour old. Requests stored at the same moment on a database server may pass it
     * together, so the cap can be exceeded by the number of requests in flight.
     */
    public function assertUnderFormCap(string $form, int $perHour, int $now): void
    {
        if ($perHour <= 0) {
            return;
        }
        $table = Forms::table($form);
        $row = $this->db->run(
            "SELECT COUNT(*) AS stored, MIN(created_at) AS oldest FROM $table WHERE created_at > :since",
            ['since' => gmdate('Y-m-d\TH:i:s\Z', $now - 3600)],
        )->fetch();
        if ((int) $row['stored'] < $perHour) {
            return;
        }
        $retryAfter = max(1, (int) strtotime((string) $row['oldest']) + 3600 - $now);
        $minutes = max(1, (int) ceil($retryAfter / 60));
        throw new HttpError(
            429,
            'This form has received too many submissions in the last hour. Please try again in '
                . ($minutes === 1 ? '1 minute' : "$minutes minutes") . '.',
            ['Retry-After' => (string) $retryAfter],
        );
    }

    /**
     * Removes expired hits and idle clients of every form (MySQL/PostgreSQL; SQLite does it on each hit).
     * Called outside the submission's transaction, by one request in a hundred and by bin/retry-mail.php.
     */
    public function prune(int $now): void
    {
        if ($this->db->driver === 'sqlite') {
            return;
        }
        $since = $now - $this->window;
        $this->db->run('DELETE FROM rate_limit_hits WHERE hit_at <= :since', ['since' => $since]);
        $this->db->run('DELETE FROM rate_limit_clients WHERE last_hit_at <= :since', ['since' => $since]);
    }
}
