<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * At most $max attempts per client within $window seconds at a form whose checks cost real work (the
 * vacancy form: CV inspection and the virus scan). Every attempt counts, refused ones too, and it is
 * counted before that work starts, so a flood from one client cannot keep the PHP workers busy.
 *
 * Kept in files under <data>/attempts/, not in the database: the count has to be cheap and come before
 * anything else, it protects this server's own workers (so a count per web server is the right scope),
 * and it needs neither a migration nor a database write lock that stored submissions also wait for.
 * Attempts are spread over 256 files by the first byte of the client's hash; each file is read and
 * rewritten under an exclusive flock, so parallel attempts from one client are counted one after the other.
 * A file holds lines "<hash> <unix time>" and drops the expired ones whenever it is written, so it never
 * holds more than one window of attempts. No address is kept: the hash is ClientIp::hash's salted HMAC.
 */
final class AttemptLimiter
{
    /** Hex characters of the client hash that are kept: 128 bits, enough to tell clients apart. */
    private const HASH_CHARS = 32;

    private function __construct(
        private readonly string $dir,
        private readonly string $form,
        private readonly int $max,
        private readonly int $window,
    ) {
    }

    /** The limit of $form from attempt_limit_max and attempt_limit_window (max 0: no limit). */
    public static function fromConfig(Config $config, DataDir $dataDir, string $form): self
    {
        return new self($dataDir->path('attempts'), $form, $config->int('attempt_limit_max'), $config->int('attempt_limit_window'));
    }

    /**
     * Counts one attempt of the client, or throws a 429 HttpError (with the seconds until its oldest
     * attempt expires) when it already made $max within the window. A refused attempt is not counted:
     * a client that keeps trying is let in again one window after the attempts that filled its quota.
     */
    public function hit(string $ipHash, int $now): void
    {
        if ($this->max <= 0 || $this->window <= 0) {
            return;
        }
        $client = substr($ipHash, 0, self::HASH_CHARS);
        if (strlen($client) !== self::HASH_CHARS || !ctype_xdigit($client)) {
            throw new \InvalidArgumentException('An attempt is counted by a client hash, never by an address');
        }
        $handle = $this->open(substr($client, 0, 2));
        try {
            if (!flock($handle, LOCK_EX)) {
                throw new \RuntimeException('Cannot lock the attempt counts');
            }
            $since = $now - $this->window;
            $kept = [];
            $mine = [];
            $expired = false;
            foreach (explode("\n", (string) stream_get_contents($handle, -1, 0)) as $line) {
                // A line cut short by a crash mid-write is dropped like an expired one.
                if (preg_match('/^([0-9a-f]{' . self::HASH_CHARS . '}) (\d{1,12})$/D', $line, $match) !== 1 || (int) $match[2] <= $since) {
                    $expired = $expired || $line !== '';
                    continue;
                }
                $kept[] = $line;
                if ($match[1] === $client) {
                    $mine[] = (int) $match[2];
                }
            }
            $over = count($mine) >= $this->max;
            if (!$over) {
                $kept[] = $client . ' ' . $now;
            }
            if ($expired) {
                $this->rewrite($handle, $kept);
            } elseif (!$over) {
                fseek($handle, 0, SEEK_END);
                $this->write($handle, end($kept) . "\n");
            }
            if ($over) {
                throw HttpError::tooManyRequests(max(1, min($mine) + $this->window - $now));
            }
        } finally {
            flock($handle, LOCK_UN);
            fclose($handle);
        }
    }

    /** @return resource the shard's file, created on first use */
    private function open(string $shard)
    {
        if (!is_dir($this->dir) && !@mkdir($this->dir, 0770, true) && !is_dir($this->dir)) {
            throw new \RuntimeException('Cannot create the folder for attempt counts: ' . basename($this->dir));
        }
        $handle = fopen($this->dir . '/' . $this->form . '-' . $shard . '.log', 'c+');
        if ($handle === false) {
            throw new \RuntimeException('Cannot open the attempt counts');
        }
        return $handle;
    }

    /**
     * @param resource $handle
     * @param list<string> $lines
     */
    private function rewrite($handle, array $lines): void
    {
        ftruncate($handle, 0);
        rewind($handle);
        $this->write($handle, $lines === [] ? '' : implode("\n", $lines) . "\n");
    }

    /** @param resource $handle */
    private function write($handle, string $text): void
    {
        if ($text !== '' && fwrite($handle, $text) !== strlen($text)) {
            throw new \RuntimeException('Cannot write the attempt counts');
        }
        fflush($handle);
    }
}
