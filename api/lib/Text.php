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

    /**
     * Removes Unicode format characters (category Cf): bidirectional overrides and isolates (U+202E...),
     * zero-width spaces and joiners, the BOM, soft hyphens, tags. Invisible, they make a value look like
     * something else; single-line fields (names, subjects, CSV cells) never need them.
     */
    public static function stripFormatCharacters(string $value): string
    {
        return (string) preg_replace('/\p{Cf}+/u', '', $value);
    }

    /** Whether a value holds a format character (see stripFormatCharacters). Input must be valid UTF-8. */
    public static function hasFormatCharacters(string $value): bool
    {
        return preg_match('/\p{Cf}/u', $value) === 1;
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
     * A visitor's file name reduced to something safe to store and show: no path, no control or format
     * characters, letters, digits and a few punctuation marks only, at most 150 characters. A longer
     * name loses the end of its stem, never its extension.
     */
    public static function safeFileName(string $name): string
    {
        $name = self::baseName($name);
        $name = (string) preg_replace('/[^\p{L}\p{N} ._()\-]+/u', '_', $name);
        $name = ltrim(self::trim($name), '.');
        if (mb_strlen($name, 'UTF-8') <= 150) {
            return $name;
        }
        $extension = self::fileExtension($name);
        $suffix = $extension === '' || strlen($extension) > 10 ? '' : '.' . mb_substr($name, -strlen($extension), null, 'UTF-8');
        return self::clip(rtrim(self::clip($name, 150 - mb_strlen($suffix, 'UTF-8'))), 150) . $suffix;
    }

    /** The extension of a file name (the whole name, path removed), lower case, '' when there is none. */
    public static function fileExtension(string $name): string
    {
        return preg_match('/\.([A-Za-z0-9]+)$/D', self::trim(self::baseName($name)), $m) === 1 ? strtolower($m[1]) : '';
    }

    /** The last path segment of a name a browser sent (either slash), as valid UTF-8. */
    private static function baseName(string $name): string
    {
        $name = str_replace('\\', '/', self::scrub($name));
        return substr($name, (int) strrpos('/' . $name, '/'));
    }
}
