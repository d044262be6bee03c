<?php
declare(strict_types=1);

namespace Onas\Api;

/**
 * Who is asking, as far as the rate limit and the stored records need to know: the peer address, or the
 * first X-Forwarded-For address when the site runs behind a trusted proxy. Stored only as a salted hash.
 */
final class ClientIp
{
    public static function of(Request $request, bool $trustForwardedFor): string
    {
        if ($trustForwardedFor) {
            $first = trim(explode(',', (string) $request->header('x-forwarded-for'))[0]);
            if (filter_var($first, FILTER_VALIDATE_IP) !== false) {
                return $first;
            }
        }
        return $request->remoteAddr;
    }

    public static function hash(string $ip, string $salt): string
    {
        return hash_hmac('sha256', $ip, $salt);
    }
}
