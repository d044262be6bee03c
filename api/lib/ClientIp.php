<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Who is asking, as far as the rate limit and the stored records need to know. Directly connected, the
 * peer address. Behind proxies listed in trusted_proxies, the right-most X-Forwarded-For address that is
 * not one of them: each proxy appends the address it saw, so everything to the left of the first
 * untrusted hop was written by the client and proves nothing. Behind a proxy whose addresses are not
 * known (a static host's form proxy), a client-IP header it sets counts only when the same request
 * carries the shared secret in a second header. Counted per network (rateKey: an IPv6 client holds a
 * whole /64) and stored only as a salted hash.
 */
final class ClientIp
{
    /**
     * @param list<mixed> $trustedProxies addresses or CIDR ranges, IPv4 or IPv6
     * @param string $ipHeader the header a secret-holding proxy names the client in ('' for none)
     * @param string $secretHeader the header that proxy sends the shared secret in
     * @param string $secret the shared secret ('' disables the client-IP header)
     */
    public static function of(
        Request $request,
        array $trustedProxies,
        string $ipHeader = '',
        string $secretHeader = '',
        string $secret = '',
    ): string {
        if ($ipHeader !== '' && $secretHeader !== '' && $secret !== '') {
            $claimed = self::normalise((string) $request->header($ipHeader));
            // hash_equals takes the same time wherever the first wrong character is.
            if (hash_equals($secret, (string) $request->header($secretHeader)) && filter_var($claimed, FILTER_VALIDATE_IP) !== false) {
                return $claimed;
            }
        }
        $client = self::normalise($request->remoteAddr);
        if (!self::isTrusted($client, $trustedProxies)) {
            return $client;
        }
        $hops = array_reverse(explode(',', (string) $request->header('x-forwarded-for')));
        foreach ($hops as $hop) {
            $hop = self::normalise(trim($hop));
            if (filter_var($hop, FILTER_VALIDATE_IP) === false) {
                break; // not written by a proxy of ours: the last address we can vouch for stands
            }
            $client = $hop;
            if (!self::isTrusted($hop, $trustedProxies)) {
                break;
            }
        }
        return $client;
    }

    /** Whether the request came straight from a trusted proxy (whose X-Forwarded-* headers count). */
    public static function viaTrustedProxy(Request $request, array $trustedProxies): bool
    {
        return self::isTrusted(self::normalise($request->remoteAddr), $trustedProxies);
    }

    /** @param list<mixed> $ranges */
    public static function isTrusted(string $ip, array $ranges): bool
    {
        if (filter_var($ip, FILTER_VALIDATE_IP) === false) {
            return false;
        }
        $address = (string) inet_pton($ip);
        foreach ($ranges as $range) {
            [$network, $bits] = self::parseRange((string) $range);
            if (strlen($network) === strlen($address) && self::prefixMatches($address, $network, $bits)) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param list<mixed> $ranges
     * @throws \InvalidArgumentException naming the first entry that is neither an address nor a CIDR range
     */
    public static function checkRanges(array $ranges): void
    {
        foreach ($ranges as $range) {
            self::parseRange((string) $range);
        }
    }

    /**
     * What the rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 network, which one
     * subscriber usually holds whole (RFC 6177), so the 2^64 addresses in it are one client.
     */
    public static function rateKey(string $ip): string
    {
        $packed = filter_var($ip, FILTER_VALIDATE_IP) !== false ? inet_pton(self::normalise($ip)) : false;
        if ($packed === false || strlen($packed) !== 16) {
            return $ip;
        }
        return inet_ntop(substr($packed, 0, 8) . str_repeat("\0", 8)) . '/64';
    }

    public static function hash(string $ip, string $salt): string
    {
        return hash_hmac('sha256', $ip, $salt);
    }

    /**
     * @return array{0: string, 1: int} packed network address and prefix length
     * @throws \InvalidArgumentException for an entry that is neither an address nor a CIDR range
     */
    private static function parseRange(string $range): array
    {
        $parts = explode('/', trim($range), 2);
        $network = filter_var($parts[0], FILTER_VALIDATE_IP) !== false ? inet_pton($parts[0]) : false;
        $max = $network === false ? 0 : strlen($network) * 8;
        $bits = count($parts) === 2 ? $parts[1] : (string) $max;
        if ($network === false || !ctype_digit($bits) || (int) $bits > $max) {
            throw new \InvalidArgumentException("trusted_proxies: '$range' is not an IP address or CIDR range");
        }
        return [$network, (int) $bits];
    }

    private static function prefixMatches(string $address, string $network, int $bits): bool
    {
        $bytes = intdiv($bits, 8);
        if (strncmp($address, $network, $bytes) !== 0) {
            return false;
        }
        $rest = $bits % 8;
        if ($rest === 0) {
            return true;
        }
        $mask = (0xFF << (8 - $rest)) & 0xFF;
        return (ord($address[$bytes]) & $mask) === (ord($network[$bytes]) & $mask);
    }

    /**
     * One spelling per address: an IPv4 address seen through an IPv6 socket (::ffff:192.0.2.1, also
     * written ::ffff:c000:201) is the IPv4 address, and IPv6 is written in its shortest form.
     */
    public static function normalise(string $ip): string
    {
        $ip = trim($ip);
        $packed = filter_var($ip, FILTER_VALIDATE_IP) !== false ? inet_pton($ip) : false;
        if ($packed === false) {
            return $ip;
        }
        if (strlen($packed) === 16 && str_starts_with($packed, str_repeat("\0", 10) . "\xFF\xFF")) {
            return (string) inet_ntop(substr($packed, 12));
        }
        return (string) inet_ntop($packed);
    }
}
