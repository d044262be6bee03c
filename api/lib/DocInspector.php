<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Finds what Word could fetch or run outside a Word 97-2003 .doc (issue 40, M1): field codes that include
 * or link outside content (FieldCode), and an attached template, mail-merge data source or header file on
 * another machine (a UNC path sends the reader's NTLM hash there; a URL fetches a template with macros).
 * The .doc is read for real (WordBinary), not searched as bytes: a field's instruction may be split over
 * pieces stored apart, in 8-bit or UTF-16 text.
 *
 * A .doc without a WordDocument stream, or with an empty one, holds no document for Word to open, so
 * nothing in it can be a field or a template; it is let through as before. A .doc whose stream is there
 * but cannot be read whole (Word 6/95, encrypted, broken) is refused: what cannot be read cannot be told.
 */
final class DocInspector
{
    /** A path on another machine: UNC (\\host\share, also //host), or a URL (a scheme of two letters or more: C: is a drive). */
    private const REMOTE = '~^([\\\\/]{2}|[a-z][a-z0-9+.\-]+:)~i';

    /** The most characters of a path quoted in a refusal: it is the sender's text. */
    private const QUOTED = 80;

    /** @return string|null why the file is refused (for the log), or null when nothing was found */
    public static function refusal(string $bytes): ?string
    {
        try {
            $streams = new CompoundStreams($bytes);
            $wordDocument = $streams->stream('WordDocument');
            if ($wordDocument === null || $wordDocument === '') {
                return null;
            }
            $document = new WordBinary($wordDocument, $streams);
            foreach ($document->associatedFiles() as $what => $path) {
                if (preg_match(self::REMOTE, trim($path)) === 1) {
                    return ".doc $what on another machine: " . mb_strimwidth(mb_scrub($path, 'UTF-8'), 0, self::QUOTED, '…', 'UTF-8');
                }
            }
            $reason = self::fieldRefusal($document->text());
        } catch (\UnexpectedValueException $e) {
            return '.doc unreadable: ' . $e->getMessage();
        }
        return $reason === null ? null : ".doc $reason";
    }

    /** Follows the field characters through the text: 0x13 begins a field, 0x14 separates, 0x15 ends it. */
    private static function fieldRefusal(string $text): ?string
    {
        $fields = new FieldTracker();
        foreach (preg_split('/([\x13\x14\x15])/', $text, -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY) ?: [] as $part) {
            match ($part) {
                "\x13" => $fields->begin(),
                "\x14" => $fields->separate(),
                "\x15" => $fields->end(),
                default => $fields->instruction($part),
            };
            if ($fields->found() !== null) {
                break;
            }
        }
        return $fields->finish();
    }
}
