<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Writes the answer: JSON {"success", "message"} for script clients, or, for a plain HTML form post
 * (no JavaScript), a 303 redirect back to the page with a result CODE, never text:
 * `?form=<form>&status=<code>#<form>-result-<code>`. The page prerenders one fixed message per code and
 * shows the one the fragment names (CSS :target), so nobody can put words on the page through the address.
 */
final class Responder
{
    /**
     * @param bool $redirect true for a plain HTML form post: a body type a form sends, and no Accept header
     *                       asking for JSON (the visitor's browser navigated here and is sent back)
     */
    public function __construct(
        private readonly string $form,
        private readonly OriginPolicy $origins,
        private readonly Request $request,
        private readonly bool $redirect,
    ) {
    }

    /**
     * @param array<string, string> $headers
     * @param array<string, string> $fields a 422's message per invalid field (the first one names the code)
     */
    public function send(int $status, bool $success, string $message, array $headers = [], array $fields = []): void
    {
        // A refused origin or method is never redirected: there is no page of ours to go back to.
        if ($this->redirect && !in_array($status, [403, 405], true)) {
            $headers['Location'] = $this->location($this->resultCode($status, $success, $fields));
            $status = 303;
        }
        self::emit($status, ['success' => $success, 'message' => $message], $headers);
    }

    /**
     * @param array{success: bool, message: string} $payload
     * @param array<string, string> $headers
     */
    public static function emit(int $status, array $payload, array $headers = []): void
    {
        if (!headers_sent()) {
            header_remove('X-Powered-By');
            http_response_code($status);
            header('Content-Type: application/json; charset=utf-8');
            header('Cache-Control: no-store');
            header('X-Content-Type-Options: nosniff');
            foreach ($headers as $name => $value) {
                header($name . ': ' . $value);
            }
        }
        echo json_encode($payload, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE);
    }

    /** The result code for an answer: one the page has a message for, `failed` for any other refusal. */
    private function resultCode(int $status, bool $success, array $fields): string
    {
        if ($success) {
            return 'sent';
        }
        $code = match (true) {
            $status >= 500 => 'error',
            $status === 429 => 'busy',
            $status === 413 => 'too-large',
            $status === 422 => self::invalidCode($fields),
            default => 'failed',
        };
        return in_array($code, Forms::resultCodes($this->form), true) ? $code : 'failed';
    }

    /** @param array<string, string> $fields */
    private static function invalidCode(array $fields): string
    {
        $field = array_key_first($fields);
        if ($field !== 'resume') {
            return 'invalid-' . (string) $field;
        }
        try {
            return match ($fields['resume']) {
                Forms::message('fileRequired') => 'file-required',
                Forms::message('fileType') => 'file-type',
                default => 'file-invalid',
            };
        } catch (\RuntimeException) {
            return 'file-invalid';
        }
    }

    private function location(string $code): string
    {
        $path = '/';
        $query = [];
        $referer = $this->request->header('referer');
        if ($referer !== null && $this->origins->isSameSite($referer, $this->request)) {
            $parts = parse_url($referer);
            $candidate = is_array($parts) ? ($parts['path'] ?? '/') : '/';
            // A path, never a scheme-relative "//host" that would leave the site.
            if (str_starts_with($candidate, '/') && !str_starts_with($candidate, '//') && !str_contains($candidate, '\\')) {
                $path = $candidate;
            }
            parse_str($parts['query'] ?? '', $query);
            unset($query['form'], $query['status'], $query['message']);
        }
        $query += ['form' => $this->form, 'status' => $code];
        $fragment = $this->form . '-result-' . $code;
        return $path . '?' . http_build_query($query, '', '&', PHP_QUERY_RFC3986) . '#' . rawurlencode($fragment);
    }
}
