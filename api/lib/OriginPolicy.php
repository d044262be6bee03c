<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Same-site check for form posts. The Origin header, or the Referer when Origin is missing or empty, must
 * name the origin the request was sent to (scheme, host and port) or one of the allowed_origins. Both are
 * read the way a browser reads a URL: the authority ends at the first / \ ? or #, so
 * "http://evil.example\@our.host" names evil.example. Anything a browser would not send (credentials,
 * whitespace, other schemes, a malformed host or port) is refused.
 */
final class OriginPolicy
{
    /**
     * @param list<mixed> $allowed origins ("https://www.example.com[:port]") or host names (meaning https)
     * @param list<mixed> $trustedProxies see ClientIp; their X-Forwarded-Host/-Proto name the request's origin
     */
    public function __construct(
        private readonly array $allowed,
        private readonly array $trustedProxies,
    ) {
    }

    public function assertSameSite(Request $request): void
    {
        $origin = $request->header('origin');
        $source = $origin !== null && $origin !== '' ? $origin : $request->header('referer');
        if ($source === null || $source === '') {
            return; // not a browser form post: nothing to compare (the other checks still apply)
        }
        if (!$this->isSameSite($source, $request)) {
            throw HttpError::forbidden('This form can only be sent from the ONAS website.');
        }
    }

    public function isSameSite(string $url, Request $request): bool
    {
        $origin = self::originOf($url);
        return $origin !== null && in_array($origin, $this->acceptedOrigins($request), true);
    }

    /**
     * "scheme://host:port" of an http(s) URL, port always written out, or null when a browser would not
     * send it as an Origin or Referer.
     */
    public static function originOf(string $url): ?string
    {
        // Browsers send both headers serialised: printable ASCII, no spaces.
        if (preg_match('~^(https?)://([^/\\\\?#]*)~i', $url, $m) !== 1 || preg_match('/[^\x21-\x7E]/', $url) === 1) {
            return null;
        }
        return self::authority(strtolower($m[1]), $m[2]);
    }

    /** "scheme://host:port" for an authority ("host", "host:port", "[v6]:port"), or null if malformed. */
    private static function authority(string $scheme, string $authority): ?string
    {
        $pattern = '~^(?:(\[[0-9a-f:.]+\])|([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*))(?::([0-9]{0,5}))?$~i';
        if (preg_match($pattern, $authority, $m) !== 1) {
            return null; // also credentials (user@host), percent-encoding and empty hosts
        }
        $host = strtolower($m[1] !== '' ? $m[1] : $m[2]);
        if ($m[1] !== '' && filter_var(trim($host, '[]'), FILTER_VALIDATE_IP, FILTER_FLAG_IPV6) === false) {
            return null;
        }
        $default = $scheme === 'https' ? 443 : 80;
        $port = isset($m[3]) && $m[3] !== '' ? (int) $m[3] : $default;
        if ($port < 1 || $port > 65535) {
            return null;
        }
        return "$scheme://$host:$port";
    }

    /** Whether the visitor's connection is HTTPS: ours, or as the trusted proxy in front of us says. */
    public function isHttps(Request $request): bool
    {
        return $this->scheme($request) === 'https';
    }

    private function scheme(Request $request): string
    {
        if (ClientIp::viaTrustedProxy($request, $this->trustedProxies)) {
            // The proxy nearest to us wrote the right-most value.
            $forwardedProto = strtolower(trim((string) self::lastItem($request->header('x-forwarded-proto'))));
            if (in_array($forwardedProto, ['http', 'https'], true)) {
                return $forwardedProto;
            }
        }
        return $request->https ? 'https' : 'http';
    }

    /** @return list<string> */
    private function acceptedOrigins(Request $request): array
    {
        $scheme = $this->scheme($request);
        $hosts = [$request->header('host')];
        if (ClientIp::viaTrustedProxy($request, $this->trustedProxies)) {
            $hosts[] = self::lastItem($request->header('x-forwarded-host'));
        }
        $origins = [];
        foreach ($hosts as $host) {
            $origin = $host === null ? null : self::authority($scheme, trim($host));
            if ($origin !== null) {
                $origins[] = $origin;
            }
        }
        foreach ($this->allowed as $entry) {
            $entry = trim((string) $entry);
            $origin = str_contains($entry, '://') ? self::originOf($entry) : self::authority('https', $entry);
            if ($origin !== null) {
                $origins[] = $origin;
            }
        }
        return $origins;
    }

    private static function lastItem(?string $list): ?string
    {
        if ($list === null || trim($list) === '') {
            return null;
        }
        $items = explode(',', $list);
        return trim((string) end($items));
    }
}
