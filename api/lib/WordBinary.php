<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * The text and the associated files of a Word 97-2003 document, read the way Word reads them [MS-DOC]:
 * - the FIB at the start of the WordDocument stream says which table stream (0Table or 1Table) holds the
 *   document's tables, and where in it the Clx and the SttbfAssoc are;
 * - the Clx's piece table lists where each run of characters lies in the WordDocument stream, 8-bit
 *   (Windows-1252) or UTF-16; every story (main text, footnotes, headers and footers, comments, endnotes,
 *   text boxes) is in it, one after the other, so reading every piece reads them all;
 * - the SttbfAssoc names the attached template and the mail-merge data source and header files, which
 *   Word opens with the document.
 *
 * Anything that does not add up (offsets outside a stream, a broken piece table) is an error: Word would
 * reject the file, or read it differently from this class.
 * https://learn.microsoft.com/openspecs/office_file_formats/ms-doc
 */
final class WordBinary
{
    /** FibBase.wIdent of Word 97 and later; Word 6 and 95 files (0xA5DC) are laid out differently. */
    private const IDENT = 0xA5EC;
    /** FibBase flags: fWhichTblStm (the 1Table stream), fEncrypted, fObfuscated. */
    private const WHICH_TABLE = 0x0200;
    private const ENCRYPTED = 0x0100;
    private const OBFUSCATED = 0x8000;
    /** Indexes of fc/lcb pairs in FibRgFcLcb97. */
    private const PAIR_STTBF_ASSOC = 32;
    private const PAIR_CLX = 33;
    /** SttbfAssoc indexes of the files Word opens with the document, and what they are. */
    private const ASSOCIATED = [1 => 'attached template', 8 => 'mail-merge data source', 9 => 'mail-merge header file'];

    /**
     * Most characters read from the piece table. A 5 MB upload holds at most about 5 million (one byte
     * each, 8-bit); pieces may point at the same bytes again, so without a cap a small file could stand
     * for gigabytes of text.
     */
    private const MAX_CHARACTERS = 8 * 1024 * 1024;

    private readonly string $table;
    /** @var array<int, array{0: int, 1: int}> fc and lcb by pair index */
    private readonly array $pairs;

    /** @throws \UnexpectedValueException when the document is not one this class can read whole */
    public function __construct(private readonly string $wordDocument, CompoundStreams $streams)
    {
        if (strlen($wordDocument) < 34 || self::u16($wordDocument, 0) !== self::IDENT) {
            throw new \UnexpectedValueException('not a Word 97-2003 document (FIB)');
        }
        $flags = self::u16($wordDocument, 0x0A);
        if (($flags & (self::ENCRYPTED | self::OBFUSCATED)) !== 0) {
            throw new \UnexpectedValueException('encrypted');
        }
        // FibRgW, FibRgLw and FibRgFcLcb follow FibBase, each after a count of its entries.
        $offset = 32;
        $offset += 2 + 2 * self::u16At($wordDocument, $offset);
        $offset += 2 + 4 * self::u16At($wordDocument, $offset);
        $pairCount = self::u16At($wordDocument, $offset);
        if ($pairCount <= self::PAIR_CLX || $offset + 2 + $pairCount * 8 > strlen($wordDocument)) {
            throw new \UnexpectedValueException('FIB too short');
        }
        $pairs = [];
        foreach ([self::PAIR_STTBF_ASSOC, self::PAIR_CLX] as $pair) {
            $pairs[$pair] = [self::u32($wordDocument, $offset + 2 + $pair * 8), self::u32($wordDocument, $offset + 6 + $pair * 8)];
        }
        $this->pairs = $pairs;
        $tableName = ($flags & self::WHICH_TABLE) !== 0 ? '1Table' : '0Table';
        $table = $streams->stream($tableName);
        if ($table === null) {
            throw new \UnexpectedValueException("no $tableName stream");
        }
        $this->table = $table;
    }

    /**
     * The text of every story, as UTF-8, field characters (0x13 begin, 0x14 separator, 0x15 end) kept.
     *
     * @throws \UnexpectedValueException when the piece table is broken
     */
    public function text(): string
    {
        [$cps, $pieces] = $this->pieceTable();
        $text = '';
        $characters = 0;
        foreach ($pieces as $i => $fcCompressed) {
            $count = $cps[$i + 1] - $cps[$i];
            $characters += $count;
            if ($count < 0 || $characters > self::MAX_CHARACTERS) {
                throw new \UnexpectedValueException('piece table out of order or too long');
            }
            $compressed = ($fcCompressed & 0x40000000) !== 0;
            $fc = $fcCompressed & 0x3FFFFFFF;
            [$start, $length] = $compressed ? [intdiv($fc, 2), $count] : [$fc, 2 * $count];
            if ($start + $length > strlen($this->wordDocument)) {
                throw new \UnexpectedValueException('piece outside the WordDocument stream');
            }
            $bytes = substr($this->wordDocument, $start, $length);
            $text .= mb_convert_encoding($bytes, 'UTF-8', $compressed ? 'Windows-1252' : 'UTF-16LE');
        }
        return $text;
    }

    /**
     * The files Word opens with the document, by what they are; empty names left out.
     *
     * @return array<string, string>
     * @throws \UnexpectedValueException when the SttbfAssoc is broken
     */
    public function associatedFiles(): array
    {
        [$fc, $lcb] = $this->pairs[self::PAIR_STTBF_ASSOC];
        if ($lcb === 0) {
            return [];
        }
        $sttb = $this->slice($fc, $lcb, 'SttbfAssoc');
        $extended = strlen($sttb) >= 2 && self::u16($sttb, 0) === 0xFFFF;
        $position = $extended ? 2 : 0;
        // cData and cbExtra (no extra data in an SttbfAssoc, but skipped by its size all the same).
        $count = self::u16At($sttb, $position);
        $extra = self::u16At($sttb, $position + 2);
        $position += 4;
        $files = [];
        for ($i = 0; $i < $count; $i++) {
            if ($extended) {
                $length = 2 * self::u16At($sttb, $position);
                $position += 2;
            } else {
                $length = ord($sttb[$position] ?? throw new \UnexpectedValueException('SttbfAssoc too short'));
                $position += 1;
            }
            if ($position + $length > strlen($sttb)) {
                throw new \UnexpectedValueException('SttbfAssoc too short');
            }
            $string = substr($sttb, $position, $length);
            $position += $length + $extra;
            if (isset(self::ASSOCIATED[$i]) && $string !== '') {
                $files[self::ASSOCIATED[$i]] = mb_convert_encoding($string, 'UTF-8', $extended ? 'UTF-16LE' : 'Windows-1252');
            }
        }
        return $files;
    }

    /** @return array{0: list<int>, 1: list<int>} the piece table's character positions, and each piece's fcCompressed */
    private function pieceTable(): array
    {
        [$fc, $lcb] = $this->pairs[self::PAIR_CLX];
        $clx = $this->slice($fc, $lcb, 'Clx');
        // Any number of Prc (0x01, a signed 16-bit size, property modifiers) come before the Pcdt (0x02).
        $position = 0;
        while (($clx[$position] ?? '') === "\x01") {
            if ($position + 3 > strlen($clx)) {
                throw new \UnexpectedValueException('Clx broken');
            }
            $size = self::u16($clx, $position + 1);
            if ($size >= 0x8000) { // cbGrpprl is signed; a negative size is no size
                throw new \UnexpectedValueException('Clx broken');
            }
            $position += 3 + $size;
        }
        if (($clx[$position] ?? '') !== "\x02" || $position + 5 > strlen($clx)) {
            throw new \UnexpectedValueException('Clx has no piece table');
        }
        $length = self::u32($clx, $position + 1);
        $plc = substr($clx, $position + 5, $length);
        // A PlcPcd: n + 1 character positions (4 bytes), then n piece descriptors (8 bytes).
        if (strlen($plc) !== $length || $length < 16 || ($length - 4) % 12 !== 0) {
            throw new \UnexpectedValueException('piece table broken');
        }
        $count = intdiv($length - 4, 12);
        $cps = array_values(unpack('V*', substr($plc, 0, 4 * ($count + 1))));
        $pieces = [];
        for ($i = 0; $i < $count; $i++) {
            $pieces[] = self::u32($plc, 4 * ($count + 1) + 8 * $i + 2);
        }
        return [$cps, $pieces];
    }

    private function slice(int $fc, int $lcb, string $what): string
    {
        if ($fc + $lcb > strlen($this->table)) {
            throw new \UnexpectedValueException("$what outside the table stream");
        }
        return substr($this->table, $fc, $lcb);
    }

    /** A 16-bit value that must lie inside $bytes. */
    private static function u16At(string $bytes, int $offset): int
    {
        if ($offset + 2 > strlen($bytes)) {
            throw new \UnexpectedValueException('structure too short');
        }
        return self::u16($bytes, $offset);
    }

    private static function u16(string $bytes, int $offset): int
    {
        return unpack('v', $bytes, $offset)[1];
    }

    private static function u32(string $bytes, int $offset): int
    {
        return unpack('V', $bytes, $offset)[1];
    }
}
