<?php
declare(strict_types=1);

namespace Onas\Api;

/**
 * Same-site check for form posts: the Origin header (or, without one, the Referer) must name the host
 * the request was sent to, or one of the configured allowed origins. Host names are compared; ports are
 * not, so the development proxy on another port of the same machine passes.
 */
final class OriginPolicy
{
    /** @param list<string> $allowed */
    public function __construct(
        private readonly array $allowed,
        private readonly bool $trustForwardedHost,
    ) {
    }

    public function assertSameSite(Request $request): void
    {
        $origin = $request->header('origin');
        $source = $origin ?? $request->header('referer');
        if ($source === null || $source === '') {
            return;
        }
        if (!$this->isSameSite($source, $request)) {
            throw HttpError::forbidden('This form can only be sent from the ONAS website.');
        }
    }

    public function isSameSite(string $url, Request $request): bool
    {
        $host = self::hostOf($url);
        if ($host === null) {
            return false;
        }
        return in_array($host, $this->acceptedHosts($request), true);
    }

    /** @return list<string> */
    private function acceptedHosts(Request $request): array
    {
        $hosts = [];
        $candidates = [$request->header('host')];
        if ($this->trustForwardedHost) {
            $candidates[] = explode(',', (string) $request->header('x-forwarded-host'))[0];
        }
        foreach ($candidates as $candidate) {
            $host = self::hostOf('http://' . trim((string) $candidate));
            if ($host !== null) {
                $hosts[] = $host;
            }
        }
        foreach ($this->allowed as $entry) {
            $entry = trim((string) $entry);
            $host = self::hostOf(str_contains($entry, '://') ? $entry : 'http://' . $entry);
            if ($host !== null) {
                $hosts[] = $host;
            }
        }
        return $hosts;
    }

    private static function hostOf(string $url): ?string
    {
        if (!preg_match('~^https?://~i', $url)) {
            return null;
        }
        $host = parse_url($url, PHP_URL_HOST);
        return is_string($host) && $host !== '' ? strtolower($host) : null;
    }
}
