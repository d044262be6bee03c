<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * The largest CV this installation really accepts: the smallest of the app's upload_max_bytes and PHP's
 * own upload_max_filesize and post_max_size. Where PHP's limit is the lower one (Apache with
 * AllowOverride None ignores the php_value lines, and Debian's default is 2 MB), PHP refuses the file
 * before the app sees it, and the visitor must be told PHP's number, not the app's.
 */
final class UploadLimit
{
    public static function bytes(Config $config): int
    {
        $limits = [$config->int('upload_max_bytes')];
        foreach (['upload_max_filesize', 'post_max_size'] as $setting) {
            $bytes = self::iniBytes((string) ini_get($setting));
            if ($bytes > 0) {
                $limits[] = $bytes; // 0 means no limit
            }
        }
        return min($limits);
    }

    /** The limit as the visitor reads it, e.g. "5 MB" or "1.5 MB". */
    public static function label(Config $config): string
    {
        $mb = self::bytes($config) / (1024 * 1024);
        return rtrim(rtrim(number_format($mb, 1, '.', ''), '0'), '.') . ' MB';
    }

    /** A php.ini size: plain bytes or a number with K, M or G (PHP's own shorthand, 1024-based). */
    public static function iniBytes(string $value): int
    {
        $value = trim($value);
        if (preg_match('/^(\d+)\s*([kmg]?)$/i', $value, $m) !== 1) {
            return 0;
        }
        $factor = ['' => 1, 'k' => 1024, 'm' => 1024 ** 2, 'g' => 1024 ** 3][strtolower($m[2])];
        return (int) $m[1] * $factor;
    }
}
