<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Writes the answer: JSON {"success", "message"} for script clients, or, for a plain HTML form post
 * (no JavaScript), a 303 redirect back to the page with the outcome in the query string.
 */
final class Responder
{
    /**
     * @param bool $redirect true for a plain HTML form post: a body type a form sends, and no Accept header
     *                       asking for JSON (the visitor's browser navigated here and is sent back)
     */
    public function __construct(
        private readonly string $form,
        private readonly string $anchor,
        private readonly OriginPolicy $origins,
        private readonly Request $request,
        private readonly bool $redirect,
    ) {
    }

    /** @param array<string, string> $headers */
    public function send(int $status, bool $success, string $message, array $headers = []): void
    {
        // A refused origin or method is never redirected: there is no page of ours to go back to.
        if ($this->redirect && !in_array($status, [403, 405], true)) {
            $headers['Location'] = $this->location($success, $message);
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

    private function location(bool $success, string $message): string
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
        $query += [
            'form' => $this->form,
            'status' => $success ? 'success' : 'error',
            'message' => $message,
        ];
        return $path . '?' . http_build_query($query, '', '&', PHP_QUERY_RFC3986) . '#' . rawurlencode($this->anchor);
    }
}
