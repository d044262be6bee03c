<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Appends server faults (ERROR) and refused uploads (WARNING: a visitor's file, not a fault of the
 * server) to <data>/error.log. Falls back to PHP's own error_log when the data directory cannot be
 * written, so a line is never lost silently.
 *
 * A line cannot be made long or many by a visitor (issue M3: a DOCX relationship Target of 1 MB, which a
 * refusal names, once made a 1 MB line):
 * - the message, and every context key and value (a value that is not a scalar once JSON-encoded), is cut
 *   to MAX_FIELD characters, the cut marked "…(+N bytes)"; invalid UTF-8 is replaced, line breaks and tabs
 *   become spaces, other control characters (C0, DEL, C1) and the bidirectional overrides become U+FFFD;
 * - the same level and message (its context aside) is written at most REPEAT_LIMIT times in REPEAT_WINDOW
 *   seconds. The next one writes a note saying until when repeats are left out; the first line after that
 *   says how many were. The counts are kept in <log>.repeats beside the log, shared by every PHP process
 *   (an FPM worker serves one request at a time, so a count per request would stop nothing), under flock;
 *   it holds a hash of each message, never its text, for at most a day, and at most REPEAT_KEYS of them.
 *   When that file cannot be used, the counts are kept per process.
 */
final class Logger
{
    /** The most characters of a message, context key or context value written; the rest is cut and marked. */
    public const MAX_FIELD = 300;
    /** How many times one level and message may be written per REPEAT_WINDOW. */
    public const REPEAT_LIMIT = 20;
    /** Seconds, from a message's first line, over which REPEAT_LIMIT counts. */
    public const REPEAT_WINDOW = 60;
    /** Messages the repeat counts remember at once; the ones seen longest ago are forgotten first. */
    private const REPEAT_KEYS = 128;
    /** The repeat counts' file: the log's name and this. */
    public const REPEATS_SUFFIX = '.repeats';

    /** @var array<string, array{0: int, 1: int, 2: int, 3: int}> repeat counts when the file cannot be used */
    private static array $memory = [];

    public function __construct(private readonly string $file)
    {
    }

    /** @param array<string, mixed> $context */
    public function error(string $message, array $context = []): void
    {
        $this->write('ERROR', $message, $context);
    }

    /** @param array<string, mixed> $context */
    public function warning(string $message, array $context = []): void
    {
        $this->write('WARNING', $message, $context);
    }

    /** @param array<string, mixed> $context */
    private function write(string $level, string $message, array $context): void
    {
        $message = self::bound($message);
        [$write, $note] = $this->repeats($level . ' ' . $message);
        if (!$write) {
            return;
        }
        $fields = [];
        foreach ($context as $key => $value) {
            $fields[self::bound((string) $key)] = is_string($value) ? self::bound($value)
                : (is_scalar($value) || $value === null ? $value : self::bound(self::json($value)));
        }
        if ($note !== null) {
            $fields['repeats'] = $note;
        }
        $line = sprintf('[%s] %s %s', gmdate('Y-m-d\TH:i:s\Z'), $level, $message);
        if ($fields !== []) {
            $line .= ' ' . self::json($fields);
        }
        $line = str_replace(["\r", "\n"], ' ', $line) . "\n";
        $written = @file_put_contents($this->file, $line, FILE_APPEND | LOCK_EX);
        if ($written === false) {
            error_log('onas-api: ' . $line);
        }
    }

    public function exception(\Throwable $e, string $where): void
    {
        $this->error($where . ': ' . get_class($e) . ': ' . $e->getMessage(), [
            'at' => basename($e->getFile()) . ':' . $e->getLine(),
        ]);
    }

    /** Text as a log line may hold it: valid UTF-8, at most MAX_FIELD characters, no control characters. */
    public static function bound(string $text): string
    {
        $text = mb_scrub($text, 'UTF-8');
        if (mb_strlen($text, 'UTF-8') > self::MAX_FIELD) {
            $kept = mb_substr($text, 0, self::MAX_FIELD, 'UTF-8');
            $text = $kept . sprintf('…(+%d bytes)', strlen($text) - strlen($kept));
        }
        // One character for one, so the cut above holds.
        $text = (string) preg_replace('/[\t\n\r\x{2028}\x{2029}]/u', ' ', $text);
        return (string) preg_replace('/[\x00-\x1F\x7F\x{80}-\x{9F}\x{202A}-\x{202E}\x{2066}-\x{2069}]/u', "\u{FFFD}", $text);
    }

    private static function json(mixed $value): string
    {
        return (string) json_encode($value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR);
    }

    /**
     * Counts one more line of $message and says whether to write it, and what to add to it: the note that
     * repeats are left out from now on, or how many were left out in the window before.
     *
     * @return array{0: bool, 1: string|null}
     */
    private function repeats(string $message): array
    {
        $key = substr(hash('sha256', $message), 0, 20);
        $now = time();
        try {
            $result = $this->withRepeatsFile(static fn (array &$counts): array => self::count($counts, $key, $now));
            if ($result !== null) {
                return $result;
            }
        } catch (\Throwable) {
            // The counts per process below.
        }
        return self::count(self::$memory, $key, $now);
    }

    /**
     * @param array<string, array{0: int, 1: int, 2: int, 3: int}> $counts per key: window start, lines in
     *        the window, lines left out in it, last seen
     * @return array{0: bool, 1: string|null}
     */
    private static function count(array &$counts, string $key, int $now): array
    {
        [$start, $lines, $left] = $counts[$key] ?? [$now, 0, 0, $now];
        $leftBefore = 0;
        if ($now - $start >= self::REPEAT_WINDOW) {
            $leftBefore = $left;
            [$start, $lines, $left] = [$now, 0, 0];
        }
        $lines++;
        $result = match (true) {
            $lines <= self::REPEAT_LIMIT => [true, $leftBefore > 0 ? sprintf('%d more lines of this message were not logged', $leftBefore) : null],
            $lines === self::REPEAT_LIMIT + 1 => [true, sprintf(
                'more than %d lines of this message in %d s: it is not logged again until %s',
                self::REPEAT_LIMIT,
                self::REPEAT_WINDOW,
                gmdate('Y-m-d\TH:i:s\Z', $start + self::REPEAT_WINDOW),
            )],
            default => [false, null],
        };
        if (!$result[0]) {
            $left++;
        }
        $counts[$key] = [$start, $lines, $left, $now];
        // Forget what is stale (a window over with nothing left out; anything unseen for a day), then the least recently seen.
        $counts = array_filter(
            $counts,
            static fn (array $c): bool => ($now - $c[0] < self::REPEAT_WINDOW || $c[2] > 0) && $now - $c[3] < 86400,
        );
        if (count($counts) > self::REPEAT_KEYS) {
            uasort($counts, static fn (array $a, array $b): int => $b[3] <=> $a[3]);
            $counts = array_slice($counts, 0, self::REPEAT_KEYS, true);
        }
        return $result;
    }

    /**
     * Runs $update on the counts in <log>.repeats under an exclusive lock and writes them back.
     *
     * @param callable(array<string, array{0: int, 1: int, 2: int, 3: int}>&): array{0: bool, 1: string|null} $update
     * @return array{0: bool, 1: string|null}|null null when the file cannot be opened or locked
     */
    private function withRepeatsFile(callable $update): ?array
    {
        $handle = @fopen($this->file . self::REPEATS_SUFFIX, 'c+');
        if ($handle === false) {
            return null;
        }
        try {
            if (!flock($handle, LOCK_EX)) {
                return null;
            }
            $stored = json_decode((string) stream_get_contents($handle), true);
            $counts = [];
            foreach (is_array($stored) ? $stored : [] as $key => $c) {
                if (is_string($key) && is_array($c) && count($c) === 4 && array_is_list($c) && count(array_filter($c, 'is_int')) === 4) {
                    $counts[$key] = $c;
                }
            }
            $result = $update($counts);
            ftruncate($handle, 0);
            rewind($handle);
            fwrite($handle, (string) json_encode($counts));
            fflush($handle);
            return $result;
        } finally {
            flock($handle, LOCK_UN);
            fclose($handle);
        }
    }
}
