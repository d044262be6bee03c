<?php

declare(strict_types=1);

namespace Onas\Api;

use PHPMailer\PHPMailer\PHPMailer;

/**
 * PHPMailer whose headers read literally (issue 40, L1). PHPMailer writes a header value that is plain
 * ASCII as it is, so a visitor's name, company or address spelled as a MIME encoded word
 * (`=?UTF-8?B?4oCu?=`, `=?utf-8?q?=E2=80=AE?=`, any charset, any case) reached the Subject and the Reply-To
 * name untouched, and the recipient's mail client decoded it: back came the U+202E and the invisible
 * characters the validator strips. Here a value holding `=?` (every encoded word starts so) is encoded whole
 * by us, in UTF-8 base64 encoded words: the client decodes it once and shows the `=?…?=` as typed. Any other
 * value is left to PHPMailer (which encodes the whole value, its `=` and `?` included, as soon as it holds
 * anything but ASCII).
 */
final class LiteralHeaderMailer extends PHPMailer
{
    /** Bytes of text per encoded word: 52 base64 characters, a 64-character word, a line under 78 after "Subject: ". */
    private const WORD_BYTES = 39;

    /**
     * @param string $str the header value
     * @param string $position text, phrase or comment (RFC 822), as PHPMailer passes it
     * @return string
     */
    public function encodeHeader($str, $position = 'text')
    {
        $str = (string) $str;
        if (!str_contains($str, '=?')) {
            return parent::encodeHeader($str, $position);
        }
        $words = [];
        foreach (self::chunks($str) as $chunk) {
            $words[] = '=?UTF-8?B?' . base64_encode($chunk) . '?=';
        }
        // Folded between words: a client joins adjacent encoded words without the space between them.
        return implode(static::$LE . ' ', $words);
    }

    /**
     * The value in pieces of at most WORD_BYTES bytes, never splitting a UTF-8 character (RFC 2047 5.3).
     *
     * @return list<string>
     */
    private static function chunks(string $value): array
    {
        $characters = mb_check_encoding($value, 'UTF-8') ? mb_str_split($value, 1, 'UTF-8') : str_split($value);
        $chunks = [''];
        foreach ($characters as $character) {
            $last = count($chunks) - 1;
            if ($chunks[$last] !== '' && strlen($chunks[$last]) + strlen($character) > self::WORD_BYTES) {
                $chunks[] = '';
                $last++;
            }
            $chunks[$last] .= $character;
        }
        return $chunks;
    }
}
