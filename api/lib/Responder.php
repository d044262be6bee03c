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
    private static bool $sent = false;

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
        $this->answer($status, $success, $message, $headers, $fields, false);
    }

    /**
     * Sends the answer and hands it to the client in full before the script goes on (the newsletter's mail
     * is sent after it): fastcgi_finish_request() under PHP-FPM (litespeed_finish_request() under LiteSpeed);
     * elsewhere (Apache mod_php, php -S) the body with its Content-Length and `Connection: close`, every
     * output buffer flushed, so the client has the whole answer while the script still runs.
     */
    public function sendAndFinish(int $status, bool $success, string $message): void
    {
        $finish = match (true) {
            function_exists('fastcgi_finish_request') => 'fastcgi_finish_request',
            function_exists('litespeed_finish_request') => 'litespeed_finish_request',
            default => null,
        };
        if ($finish !== null) {
            $this->send($status, $success, $message);
            $finish();
            return;
        }
        // Compressed, the body would no longer be as long as its Content-Length says.
        if (!headers_sent() && ini_get('zlib.output_compression')) {
            ini_set('zlib.output_compression', '0');
        }
        // php -S closes every connection and says so itself.
        $this->answer($status, $success, $message, PHP_SAPI === 'cli-server' ? [] : ['Connection' => 'close'], [], true);
        while (ob_get_level() > 0) {
            if (!@ob_end_flush()) {
                break;
            }
        }
        flush();
    }

    /** Whether an answer has been written in this request. */
    public static function sent(): bool
    {
        return self::$sent;
    }

    /**
     * @param array<string, string> $headers
     * @param array<string, string> $fields
     */
    private function answer(int $status, bool $success, string $message, array $headers, array $fields, bool $withLength): void
    {
        // A refused origin or method is never redirected: there is no page of ours to go back to.
        if ($this->redirect && !in_array($status, [403, 405], true)) {
            $headers['Location'] = $this->location($this->resultCode($status, $success, $fields));
            $status = 303;
        }
        self::emit($status, ['success' => $success, 'message' => $message], $headers, $withLength);
    }

    /**
     * @param array{success: bool, message: string} $payload
     * @param array<string, string> $headers
     * @param bool $withLength with a Content-Length header (an answer that ends before the script does)
     */
    public static function emit(int $status, array $payload, array $headers = [], bool $withLength = false): void
    {
        self::$sent = true;
        $body = (string) json_encode($payload, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE);
        if (!headers_sent()) {
            header_remove('X-Powered-By');
            // The status through header(): unlike http_response_code() this also replaces the status line PHP
            // itself set for a fatal error (500), so FatalErrorHandler's answer can be a 303 as well.
            header('Content-Type: application/json; charset=utf-8', true, $status);
            header('Cache-Control: no-store');
            header('X-Content-Type-Options: nosniff');
            if ($withLength) {
                header('Content-Length: ' . strlen($body));
            }
            foreach ($headers as $name => $value) {
                header($name . ': ' . $value);
            }
        }
        echo $body;
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
