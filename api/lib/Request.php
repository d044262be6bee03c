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
        return new self(
            strtoupper((string) ($_SERVER['REQUEST_METHOD'] ?? 'GET')),
            strtolower(trim(explode(';', $contentType, 2)[0])),
            $headers,
            is_string($length) && ctype_digit($length) ? (int) $length : null,
            (string) ($_SERVER['REMOTE_ADDR'] ?? ''),
            $_POST,
            $_FILES,
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
     * PHP drops the whole body, leaving $_POST and $_FILES empty, when it exceeds post_max_size.
     */
    public function exceededPostMaxSize(): bool
    {
        if ($this->post !== [] || $this->files !== [] || !$this->contentLength) {
            return false;
        }
        $max = self::iniBytes((string) ini_get('post_max_size'));
        return $max > 0 && $this->contentLength > $max;
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
