<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Reads one WordprocessingML part (the document, a header, footer, footnotes, comments, the glossary...)
 * as a stream of XML nodes, and finds what would make Word reach outside the document: field codes, given
 * whole (`<w:fldSimple w:instr="...">`) or as a complex field whose instruction is split over any number
 * of `<w:instrText>` runs between `<w:fldChar w:fldCharType="begin"/>` and its separator, and an altChunk
 * (a part of another format, HTML or RTF or another .docx, which Word imports with whatever it holds).
 *
 * Elements are matched by local name, whatever their prefix or namespace (transitional and strict
 * documents use different ones). XMLReader keeps memory flat however large the part; the time budget is
 * checked as it goes.
 */
final class WordXmlScanner
{
    /** XML nodes read between two looks at the clock. */
    private const NODES_PER_CHECK = 4096;

    /** Node types whose value is text, inside an instruction part of it. */
    private const TEXT = [\XMLReader::TEXT, \XMLReader::CDATA, \XMLReader::WHITESPACE, \XMLReader::SIGNIFICANT_WHITESPACE];

    /**
     * @return string|null why the part is refused (for the log), or null when nothing was found
     * @throws \OverflowException when the inspection runs out of time
     */
    public static function refusal(string $xml, ZipBudget $budget): ?string
    {
        $reader = \XMLReader::XML($xml, null, LIBXML_NONET | LIBXML_NOCDATA);
        if (!$reader instanceof \XMLReader) {
            return 'unreadable';
        }
        $fields = new FieldTracker();
        $inInstruction = false;
        $previous = libxml_use_internal_errors(true);
        try {
            for ($nodes = 1; $reader->read(); $nodes++) {
                if ($nodes % self::NODES_PER_CHECK === 0) {
                    $budget->checkTime();
                }
                $type = $reader->nodeType;
                if ($type === \XMLReader::DOC_TYPE) {
                    return 'a DTD'; // no Word part has one; entities could grow or fetch
                }
                if ($type === \XMLReader::ELEMENT) {
                    $reason = self::element($reader, $fields, $inInstruction);
                    if ($reason !== null) {
                        return $reason;
                    }
                } elseif ($type === \XMLReader::END_ELEMENT && self::isInstruction($reader->localName)) {
                    $inInstruction = false;
                } elseif ($inInstruction && in_array($type, self::TEXT, true)) {
                    $fields->instruction($reader->value);
                }
            }
            if (libxml_get_errors() !== []) {
                return 'unreadable';
            }
        } finally {
            libxml_clear_errors();
            libxml_use_internal_errors($previous);
            $reader->close();
        }
        return $fields->finish();
    }

    private static function element(\XMLReader $reader, FieldTracker $fields, bool &$inInstruction): ?string
    {
        switch ($reader->localName) {
            case 'altChunk':
                return 'altChunk (imported content of another format)';
            case 'fldSimple':
                $fields->simple(self::attribute($reader, 'instr') ?? '');
                break;
            case 'fldChar':
                match (strtolower(self::attribute($reader, 'fldCharType') ?? '')) {
                    'begin' => $fields->begin(),
                    'separate' => $fields->separate(),
                    'end' => $fields->end(),
                    default => null,
                };
                break;
            case 'instrText':
            case 'delInstrText':
                // A deleted instruction (tracked changes) is still the field's until the change is accepted.
                $inInstruction = !$reader->isEmptyElement;
                break;
        }
        return $fields->found();
    }

    private static function isInstruction(string $localName): bool
    {
        return $localName === 'instrText' || $localName === 'delInstrText';
    }

    /** An attribute by local name, whatever its prefix (w:instr, or instr in another namespace). */
    private static function attribute(\XMLReader $reader, string $localName): ?string
    {
        $value = null;
        if ($reader->moveToFirstAttribute()) {
            do {
                if ($reader->localName === $localName) {
                    $value = $reader->value;
                    break;
                }
            } while ($reader->moveToNextAttribute());
            $reader->moveToElement();
        }
        return $value;
    }
}
