<?php
declare(strict_types=1);

namespace Onas\Api;

/**
 * Small string helpers shared by validation, storage and mail. All of them expect or produce UTF-8.
 */
final class Text
{
    /** Removes leading and trailing whitespace, Unicode spaces included. Input must be valid UTF-8. */
    public static function trim(string $value): string
    {
        return (string) preg_replace('/^[\s\x{FEFF}]+|[\s\x{FEFF}]+$/u', '', $value);
    }

    /** Replaces invalid UTF-8 sequences, for values only logged or stored as metadata. */
    public static function scrub(string $value): string
    {
        return mb_scrub($value, 'UTF-8');
    }

    public static function clip(string $value, int $length): string
    {
        return mb_substr($value, 0, $length, 'UTF-8');
    }

    /**
     * Control characters: C0 (optionally except tab and newline), DEL, C1, and the Unicode line and
     * paragraph separators.
     */
    public static function hasControlCharacters(string $value, bool $allowNewlines): bool
    {
        $pattern = $allowNewlines
            ? '/[\x00-\x08\x0B-\x1F\x7F\x{80}-\x{9F}\x{2028}\x{2029}]/u'
            : '/[\x00-\x1F\x7F\x{80}-\x{9F}\x{2028}\x{2029}]/u';
        return preg_match($pattern, $value) === 1;
    }

    /**
     * A visitor's file name reduced to something safe to store and show: no path, no control
     * characters, letters, digits and a few punctuation marks only, at most 150 characters.
     */
    public static function safeFileName(string $name): string
    {
        $name = self::scrub($name);
        $name = str_replace('\\', '/', $name);
        $name = substr($name, (int) strrpos('/' . $name, '/'));
        $name = (string) preg_replace('/[^\p{L}\p{N} ._()\-]+/u', '_', $name);
        $name = ltrim(self::trim($name), '.');
        return self::clip($name, 150);
    }
}
