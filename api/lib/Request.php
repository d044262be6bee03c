<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * The parts of the incoming HTTP request the endpoints look at, read once from PHP's globals.
 */
final class Request
{
    public const JSON = 'application/json';
    public const URLENCODED = 'application/x-www-form-urlencoded';
    public const MULTIPART = 'multipart/form-data';

    /**
     * @param array<string, string> $headers lower-case names
     * @param array<string, mixed> $post
     * @param array<string, mixed> $files
     */
    private function __construct(
        public readonly string $method,
        public readonly string $mediaType,
        private readonly array $headers,
        public readonly ?int $contentLength,
        public readonly string $remoteAddr,
        public readonly array $post,
        public readonly array $files,
        public readonly bool $https = false,
        private readonly string $startupWarning = '',
    ) {
    }

    public static function fromGlobals(): self
    {
        $headers = [];
        foreach ($_SERVER as $key => $value) {
            if (is_string($value) && str_starts_with($key, 'HTTP_')) {
                $headers[strtolower(str_replace('_', '-', substr($key, 5)))] = $value;
            }
        }
        $contentType = (string) ($_SERVER['CONTENT_TYPE'] ?? $headers['content-type'] ?? '');
        $length = $_SERVER['CONTENT_LENGTH'] ?? $headers['content-length'] ?? null;
        $https = (string) ($_SERVER['HTTPS'] ?? '');
        // A warning PHP raised while reading the request, before any script ran (e.g. post_max_size).
        $startup = error_get_last();
        return new self(
            strtoupper((string) ($_SERVER['REQUEST_METHOD'] ?? 'GET')),
            strtolower(trim(explode(';', $contentType, 2)[0])),
            $headers,
            is_string($length) && ctype_digit($length) ? (int) $length : null,
            (string) ($_SERVER['REMOTE_ADDR'] ?? ''),
            $_POST,
            $_FILES,
            $https !== '' && strtolower($https) !== 'off',
            is_array($startup) ? (string) $startup['message'] : '',
        );
    }

    public function header(string $name): ?string
    {
        $value = $this->headers[strtolower($name)] ?? null;
        return $value === null ? null : trim($value);
    }

    public function acceptsJson(): bool
    {
        return stripos($this->header('accept') ?? '', self::JSON) !== false;
    }

    public function userAgent(): string
    {
        return Text::clip(Text::scrub($this->header('user-agent') ?? ''), 500);
    }

    /**
     * The raw body, at most $limit bytes; a longer body (also one sent without Content-Length) is refused.
     * For a urlencoded body this counts the bytes PHP parsed into $post; a multipart body is not readable
     * here (see multipartBytes).
     */
    public function body(int $limit, string $tooLargeMessage): string
    {
        if ($this->contentLength !== null && $this->contentLength > $limit) {
            throw HttpError::tooLarge($tooLargeMessage);
        }
        $stream = fopen('php://input', 'rb');
        $body = stream_get_contents($stream, $limit + 1);
        fclose($stream);
        if ($body === false) {
            throw new \RuntimeException('Could not read the request body');
        }
        if (strlen($body) > $limit) {
            throw HttpError::tooLarge($tooLargeMessage);
        }
        return $body;
    }

    /**
     * PHP drops the whole body, leaving $_POST and $_FILES empty, when it exceeds post_max_size: by the
     * declared Content-Length, or, for a chunked body, once it has read that much (it then says so in a
     * startup warning).
     */
    public function exceededPostMaxSize(): bool
    {
        if ($this->post !== [] || $this->files !== []) {
            return false;
        }
        if (preg_match('/^(PHP Request Startup: )?POST Content-Length of \d+ bytes exceeds the limit/', $this->startupWarning) === 1) {
            return true;
        }
        $max = self::iniBytes((string) ini_get('post_max_size'));
        return $this->contentLength !== null && $max > 0 && $this->contentLength > $max;
    }

    /**
     * What PHP took from a multipart body, whatever the headers declared: the bytes of the text fields
     * (names and values) and of the files it received.
     *
     * @return array{fields: int, files: int}
     */
    public function multipartBytes(): array
    {
        $fields = 0;
        $post = $this->post;
        array_walk_recursive($post, static function (mixed $value, int|string $key) use (&$fields): void {
            $fields += strlen((string) $key) + strlen(is_scalar($value) ? (string) $value : '');
        });
        $files = 0;
        foreach ($this->files as $entry) {
            $sizes = is_array($entry) ? ($entry['size'] ?? 0) : 0;
            if (is_array($sizes)) {
                array_walk_recursive($sizes, static function (mixed $size) use (&$files): void {
                    $files += is_int($size) ? $size : 0;
                });
            } else {
                $files += is_int($sizes) ? $sizes : 0;
            }
        }
        return ['fields' => $fields, 'files' => $files];
    }

    public static function iniBytes(string $value): int
    {
        $value = trim($value);
        if ($value === '') {
            return 0;
        }
        $number = (int) $value;
        return match (strtolower(substr($value, -1))) {
            'g' => $number * 1024 ** 3,
            'm' => $number * 1024 ** 2,
            'k' => $number * 1024,
            default => $number,
        };
    }
}
