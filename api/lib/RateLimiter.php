<?php
declare(strict_types=1);

namespace Onas\Api;

/**
 * At most $max stored submissions per form per client within $window seconds, counted in SQLite so all
 * PHP workers share it. Call inside the write transaction that stores the submission: the count and the
 * new hit then cannot race with a parallel request.
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
        $this->db->run('DELETE FROM rate_limit_hits WHERE hit_at <= :since', ['since' => $since]);
        $row = $this->db->run(
            'SELECT COUNT(*) AS hits, MIN(hit_at) AS oldest FROM rate_limit_hits
             WHERE form = :form AND ip_hash = :ip AND hit_at > :since',
            ['form' => $form, 'ip' => $ipHash, 'since' => $since],
        )->fetch();
        if ((int) $row['hits'] >= $this->max) {
            throw HttpError::tooManyRequests(max(1, (int) $row['oldest'] + $this->window - $now));
        }
        $this->db->insert('rate_limit_hits', ['form' => $form, 'ip_hash' => $ipHash, 'hit_at' => $now]);
    }
}
