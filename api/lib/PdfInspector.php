<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Finds what a PDF reader could run or unpack: scripts, launch actions, attachments, rich media and XFA
 * forms. Every name token of the file is decoded (#xx escapes: /J#61vaScript is /JavaScript) and compared
 * with the dangerous keys: in the file as written (stream data left out) and inside every object stream
 * (/Type /ObjStm, where PDF 1.5+ keeps compressed dictionaries), unfiltered or FlateDecode. An object
 * stream this class cannot decode (another filter, or an encrypted file) cannot be checked, so the file
 * is refused. Page content, fonts and images hold no dictionaries and are not looked into.
 */
final class PdfInspector
{
    /** Keys and action types that make a reader run code, start a program or carry another file. */
    private const DANGEROUS = ['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'];

    /** The total inflated bytes looked at; more than this from a CV of a few MB means a decompression bomb. */
    private const MAX_INFLATED = 64 * 1024 * 1024;

    /** @return string|null why the file is refused (for the log), or null when nothing was found */
    public static function refusal(string $bytes): ?string
    {
        $streams = self::streams($bytes);
        // Dictionaries live outside streams; stream data (images, fonts) is left out, where random bytes
        // would now and then spell a name.
        $skeleton = '';
        $at = 0;
        foreach ($streams as $stream) {
            $skeleton .= substr($bytes, $at, $stream['start'] - $at) . "\n";
            $at = $stream['end'];
        }
        $skeleton .= substr($bytes, $at);
        $found = self::dangerousName($skeleton);
        if ($found !== null) {
            return "PDF names /$found";
        }
        $budget = self::MAX_INFLATED;
        $encrypted = self::hasName($skeleton, 'Encrypt');
        foreach ($streams as $stream) {
            if (!self::hasName($stream['dictionary'], 'ObjStm')) {
                continue; // page content, fonts, images: no dictionary inside
            }
            $filters = self::filters($stream['dictionary']);
            $data = substr($bytes, $stream['start'], $stream['end'] - $stream['start']);
            if ($encrypted || ($filters !== [] && $filters !== ['FlateDecode'])) {
                return 'PDF object stream that cannot be checked (' . ($encrypted ? 'encrypted' : implode(' ', $filters)) . ')';
            }
            $inflated = $filters === [] ? $data : self::inflate($data, $budget);
            if ($inflated === null) {
                return 'PDF object stream that cannot be inflated';
            }
            $budget -= strlen($inflated);
            $found = self::dangerousName($inflated);
            if ($found !== null) {
                return "PDF names /$found inside a compressed object stream";
            }
        }
        return null;
    }

    private static function dangerousName(string $bytes): ?string
    {
        foreach (self::names($bytes) as $name) {
            if (in_array($name, self::DANGEROUS, true)) {
                return $name;
            }
        }
        return null;
    }

    private static function hasName(string $bytes, string $wanted): bool
    {
        return in_array($wanted, self::names($bytes), true);
    }

    /** @return list<string> every name token, #xx escapes decoded */
    private static function names(string $bytes): array
    {
        // A name runs from "/" to the next white-space or delimiter character (PDF 32000-1, 7.2.2 and 7.3.5).
        preg_match_all('~/([^\x00\x09\x0A\x0C\x0D\x20()<>\[\]{}/%]*)~', $bytes, $matches);
        return array_values(array_unique(array_map(
            static fn (string $raw): string => (string) preg_replace_callback(
                '/#([0-9A-Fa-f]{2})/',
                static fn (array $m): string => chr((int) hexdec($m[1])),
                $raw,
            ),
            $matches[1],
        )));
    }

    /**
     * Each stream: its data's offsets and the dictionary in front of it (the text since the "obj" keyword).
     *
     * @return list<array{dictionary: string, start: int, end: int}>
     */
    private static function streams(string $bytes): array
    {
        $streams = [];
        $offset = 0;
        while (preg_match('/(?<![A-Za-z])stream\r?\n/', $bytes, $m, PREG_OFFSET_CAPTURE, $offset) === 1) {
            $keyword = $m[0][1];
            $start = $keyword + strlen($m[0][0]);
            $end = strpos($bytes, 'endstream', $start);
            if ($end === false) {
                break;
            }
            $windowStart = max(0, $keyword - 4096);
            $before = substr($bytes, $windowStart, $keyword - $windowStart);
            $objectAt = strrpos($before, 'obj');
            $streams[] = [
                'dictionary' => $objectAt === false ? $before : substr($before, $objectAt),
                'start' => $start,
                'end' => $end,
            ];
            $offset = $end + strlen('endstream');
        }
        return $streams;
    }

    /** @return list<string> the names given as /Filter (one name or an array of names) */
    private static function filters(string $dictionary): array
    {
        if (preg_match('~/Filter\s*(\[[^\]]*\]|/[^\s/<>\[\]()]+)~', $dictionary, $m) !== 1) {
            return [];
        }
        return array_values(array_filter(self::names($m[1]), static fn (string $n): bool => $n !== ''));
    }

    private static function inflate(string $data, int $budget): ?string
    {
        if ($budget <= 0) {
            return null;
        }
        try {
            // zlib_decode stops at the end of the deflate stream, so the line break before endstream does no harm.
            $inflated = @zlib_decode($data, $budget);
        } catch (\Throwable) {
            return null;
        }
        return is_string($inflated) ? $inflated : null;
    }
}
