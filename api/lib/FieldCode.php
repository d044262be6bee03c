<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Whether one Word field instruction (the text between a field's begin and its separator, as in
 * `INCLUDEPICTURE "\\host\share\a.png" \d`) reaches outside the document. Word reads the field's name as
 * the first word, without regard to case or the spaces before it, and updates several of these fields by
 * itself when the file opens: a UNC path then sends the reader's NTLM hash to a stranger's server, a URL
 * tells the sender that and when the CV was read, and DDE asks another program to run a command.
 */
final class FieldCode
{
    /** Field names (upper case) refused, with why: each one reads or runs something outside the document. */
    private const OUTWARD = [
        'INCLUDEPICTURE' => 'fetches a picture from a path or URL',
        'IMPORT' => 'fetches a picture (the old name of INCLUDEPICTURE)',
        'INCLUDETEXT' => 'reads text from another file',
        'INCLUDE' => 'reads text from another file (the old name of INCLUDETEXT)',
        'LINK' => 'shows another file through OLE, updated from it',
        'DDE' => 'asks another program for data over DDE',
        'DDEAUTO' => 'asks another program for data over DDE, on opening',
        'DATABASE' => 'queries an outside database',
        'RD' => 'reads another document for an index or table of contents',
    ];

    /** Switches of HYPERLINK that take the next argument: a bookmark, a tooltip, a target frame. */
    private const HYPERLINK_SWITCHES = ['\\l', '\\o', '\\t'];

    /** The most characters of an instruction quoted in a refusal: it is the sender's text. */
    private const QUOTED = 80;

    /** @return string|null why the field is refused (for the log), or null when it stays inside the document */
    public static function refusal(string $instruction): ?string
    {
        // Bytes, not /u: a pattern over invalid UTF-8 would fail, and a failed match must not pass a field.
        if (preg_match('/^(?:\s|\xC2\xA0)*([A-Za-z]+)/', $instruction, $match) !== 1) {
            return null;
        }
        $name = strtoupper($match[1]);
        if (isset(self::OUTWARD[$name])) {
            return "field $name (" . self::OUTWARD[$name] . ')';
        }
        if ($name === 'HYPERLINK') {
            return self::hyperlinkRefusal(substr($instruction, strlen($match[0])));
        }
        return null;
    }

    /**
     * A HYPERLINK field, like a hyperlink relationship, is followed only when the reader clicks it, and CVs
     * carry them; the same web, mail and phone addresses are accepted. `\l "bookmark"` links inside the
     * document (every entry of a table of contents is one).
     */
    private static function hyperlinkRefusal(string $arguments): ?string
    {
        preg_match_all('/"([^"]*)"?|(\S+)/', $arguments, $tokens, PREG_SET_ORDER);
        $skipNext = false;
        foreach ($tokens as $token) {
            $quoted = isset($token[2]) ? null : $token[1];
            $text = $quoted ?? $token[2];
            if ($skipNext) {
                $skipNext = false;
                continue;
            }
            if ($quoted === null && str_starts_with($text, '\\')) {
                $skipNext = in_array(strtolower($text), self::HYPERLINK_SWITCHES, true);
                continue;
            }
            if (preg_match('~^(https?://|mailto:|tel:)~i', $text) !== 1) {
                return 'field HYPERLINK to ' . mb_strimwidth(mb_scrub($text, 'UTF-8'), 0, self::QUOTED, '…', 'UTF-8');
            }
        }
        return null;
    }
}
