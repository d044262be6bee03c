<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Under Apache the API's access rules live in api/.htaccess (or, with AllowOverride None, in the virtual host
 * of deploy/apache.conf, which includes the same file). Both set ONAS_SERVER_RULES=1. Apache that read neither
 * (AllowOverride None with a plain virtual host) serves every other file of the web root as it is, so the API
 * refuses to run there, loudly, rather than take data on a server that is not set up as documented.
 */
final class ServerRules
{
    public const MARKER = 'ONAS_SERVER_RULES';

    /** @param array<string, mixed> $server $_SERVER */
    public static function assertApplied(array $server): void
    {
        $apache = PHP_SAPI === 'apache2handler' || str_contains((string) ($server['SERVER_SOFTWARE'] ?? ''), 'Apache');
        if ($apache && ($server[self::MARKER] ?? $server['REDIRECT_' . self::MARKER] ?? '') !== '1') {
            throw new \RuntimeException(
                'Apache did not apply api/.htaccess (' . self::MARKER . ' is not set: AllowOverride None?). '
                . 'Use the virtual host in deploy/apache.conf, or AllowOverride All (docs/deploy.md)'
            );
        }
    }
}
