<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * A request that cannot be served, with the status and the visitor-facing message to answer it with.
 * Thrown anywhere in the pipeline; Endpoint turns it into the response.
 */
final class HttpError extends \RuntimeException
{
    /**
     * @param array<string, string> $headers
     * @param array<string, string> $fields a 422's message per invalid field, in form order
     */
    public function __construct(
        public readonly int $status,
        string $message,
        public readonly array $headers = [],
        public readonly array $fields = [],
    ) {
        parent::__construct($message, $status);
    }

    public static function badRequest(string $message): self
    {
        return new self(400, $message);
    }

    public static function forbidden(string $message): self
    {
        return new self(403, $message);
    }

    public static function methodNotAllowed(): self
    {
        return new self(405, 'This address accepts POST requests only.', ['Allow' => 'POST']);
    }

    public static function tooLarge(string $message): self
    {
        return new self(413, $message);
    }

    public static function unsupportedType(string $message): self
    {
        return new self(415, $message);
    }

    /** @param array<string, string> $fields the message per invalid field */
    public static function invalid(string $message, array $fields = []): self
    {
        return new self(422, $message, [], $fields);
    }

    public static function tooManyRequests(int $retryAfterSeconds): self
    {
        $minutes = max(1, (int) ceil($retryAfterSeconds / 60));
        $wait = $minutes === 1 ? '1 minute' : "$minutes minutes";
        return new self(
            429,
            "Too many submissions from your network. Please try again in $wait.",
            ['Retry-After' => (string) $retryAfterSeconds],
        );
    }
}
