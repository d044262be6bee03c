<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Finds what Word could run or fetch in a .docx: a VBA project, embedded OLE objects, packages and ActiveX
 * controls (parts and content types), a macro-enabled main part (.docm content type), relationships in any
 * .rels part that reach outside the package (a remote template, a linked picture, frame or object, which
 * Word fetches when the file opens: a remote macro, or the reader's NTLM hash sent to a stranger's
 * server), altChunk imports, and field codes that include or link outside content, in every
 * WordprocessingML part (WordXmlScanner). A hyperlink is the one outward reference let through: Word
 * follows it only when the reader clicks it, and CVs carry them (LinkedIn, e-mail), so only http, https,
 * mailto and tel links are accepted.
 *
 * Everything is read within a ZipBudget: caps on entries, unpacked bytes and time, checked on the central
 * directory before anything is inflated and again while reading.
 */
final class DocxInspector
{
    private const HYPERLINK = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink';

    /** Part names (lower case) that carry code or foreign objects. */
    private const PART = '~(^|/)(vbaproject\.bin|vbadata\.xml)$|oleobject|activex|\.(docm|dotm|xlsm|xltm|xlam|pptm|potm|ppam|ppsm|sldm)$~';

    /** Content types (lower case) of the same things, and of a macro-enabled document. */
    private const CONTENT_TYPE = '~macroenabled|vbaproject|vbadata|activex|oleobject~';

    /**
     * Relationship types that load code or other content whatever their target mode: a template, macros,
     * an embedded object or control, and an altChunk (aFChunk: HTML, RTF or another document imported by
     * Word with whatever it holds).
     */
    private const RELATIONSHIP = '~/(attachedtemplate|vbaproject|oleobject|control|activexcontrolbinary|afchunk)$~';

    /**
     * An embedded package (another .docx or .xlsx, opened by a double click, with its own fields and
     * links) is refused like an OLE object, except behind a chart: Word keeps every chart's data there as
     * a workbook without macros, and opens it only when the reader chooses to edit the chart's data.
     */
    private const PACKAGE = '~/package$~';
    private const CHART_RELS = '~(^|/)charts/_rels/[^/]+\.rels$~';

    /** Content types (lower case) of parts read as WordprocessingML; a part with none is read too, if XML. */
    private const WORD_TYPE = '~wordprocessingml|ms-word|^application/xml$|^text/xml$~';

    /** Largest .rels or [Content_Types].xml part read; real ones are a few KB. */
    private const MAX_XML = 1024 * 1024;

    /** @return string|null why the file is refused (for the log), or null when nothing was found */
    public static function refusal(\ZipArchive $zip): ?string
    {
        try {
            $budget = ZipBudget::open($zip);
            return self::inspect($zip, $budget);
        } catch (\OverflowException $e) {
            return 'DOCX over a cap: ' . $e->getMessage();
        } catch (\UnexpectedValueException $e) {
            return 'DOCX unreadable: ' . $e->getMessage();
        }
    }

    private static function inspect(\ZipArchive $zip, ZipBudget $budget): ?string
    {
        // Names cost nothing to check, so they come before any part is unpacked.
        for ($i = 0; $i < $zip->numFiles; $i++) {
            $name = strtolower((string) $zip->getNameIndex($i));
            if (preg_match(self::PART, $name) === 1) {
                return "DOCX part $name";
            }
        }
        // The content types say which parts Word reads as WordprocessingML, so they are read first.
        $typesIndex = $zip->locateName('[Content_Types].xml', \ZipArchive::FL_NOCASE);
        if ($typesIndex === false) {
            return 'DOCX content types missing';
        }
        $types = self::contentTypes($budget->read($typesIndex));
        if (is_string($types)) {
            return $types;
        }
        for ($i = 0; $i < $zip->numFiles; $i++) {
            if ($i === $typesIndex) {
                continue;
            }
            $name = (string) $zip->getNameIndex($i);
            $data = $budget->read($i);
            $lower = strtolower($name);
            if (str_ends_with($lower, '.rels')) {
                $reason = self::relationshipRefusal($data, $lower);
            } elseif (self::isWordPart($lower, $types, $data)) {
                $reason = WordXmlScanner::refusal($data, $budget);
                $reason = $reason === null ? null : "DOCX $reason in $lower";
            } else {
                $reason = null;
            }
            if ($reason !== null) {
                return $reason;
            }
        }
        return null;
    }

    /**
     * @return array{defaults: array<string, string>, overrides: array<string, string>}|string the content
     *     types (lower case) by extension and by part name, or why they are refused
     */
    private static function contentTypes(string $data): array|string
    {
        $document = self::xml($data);
        if ($document === null) {
            return 'DOCX content types unreadable';
        }
        $types = ['defaults' => [], 'overrides' => []];
        foreach ($document->getElementsByTagNameNS('*', '*') as $element) {
            $type = strtolower(trim($element->getAttribute('ContentType')));
            if (preg_match(self::CONTENT_TYPE, $type) === 1) {
                return 'DOCX content type ' . $element->getAttribute('ContentType');
            }
            if ($element->localName === 'Default') {
                $types['defaults'][strtolower($element->getAttribute('Extension'))] = $type;
            } elseif ($element->localName === 'Override') {
                $types['overrides'][strtolower(ltrim($element->getAttribute('PartName'), '/'))] = $type;
            }
        }
        return $types;
    }

    /** @param array{defaults: array<string, string>, overrides: array<string, string>} $types */
    private static function isWordPart(string $name, array $types, string $data): bool
    {
        if (str_ends_with($name, '/')) {
            return false;
        }
        $extension = str_contains(basename($name), '.') ? substr((string) strrchr($name, '.'), 1) : '';
        $type = $types['overrides'][$name] ?? $types['defaults'][$extension] ?? null;
        if ($type === null) {
            // No type at all: read as Word would read it if it were a part of the document, when it is XML.
            return self::looksLikeXml($data);
        }
        // A part named .xml is read whatever type it claims: a wrong type must not hide a header.
        return str_ends_with($name, '.xml') || preg_match(self::WORD_TYPE, $type) === 1;
    }

    /** Starts like XML, in UTF-8 or UTF-16, with or without a byte order mark. */
    private static function looksLikeXml(string $data): bool
    {
        if (str_starts_with($data, "\xFF\xFE") || str_starts_with($data, "\xFE\xFF")) {
            return true;
        }
        $start = ltrim(str_starts_with($data, "\xEF\xBB\xBF") ? substr($data, 3) : $data, " \t\r\n");
        return str_starts_with($start, '<') || str_starts_with($start, "\0<");
    }

    private static function relationshipRefusal(string $data, string $name): ?string
    {
        $rels = self::xml($data);
        if ($rels === null) {
            return "DOCX relationships unreadable: $name";
        }
        foreach ($rels->getElementsByTagNameNS('*', 'Relationship') as $relationship) {
            $type = $relationship->getAttribute('Type');
            $target = trim($relationship->getAttribute('Target'));
            if (preg_match(self::RELATIONSHIP, strtolower($type)) === 1) {
                return "DOCX relationship $type in $name";
            }
            if (preg_match(self::PACKAGE, strtolower($type)) === 1 && preg_match(self::CHART_RELS, $name) !== 1) {
                return "DOCX relationship $type (embedded package) in $name";
            }
            if (strcasecmp(trim($relationship->getAttribute('TargetMode')), 'External') !== 0) {
                continue;
            }
            if ($type !== self::HYPERLINK || preg_match('~^(https?://|mailto:|tel:)~i', $target) !== 1) {
                return "DOCX external relationship $type -> $target in $name";
            }
        }
        return null;
    }

    private static function xml(string $text): ?\DOMDocument
    {
        if ($text === '' || strlen($text) > self::MAX_XML) {
            return null;
        }
        $document = new \DOMDocument();
        // No network and no entity expansion: a hostile part must not fetch or grow anything.
        $previous = libxml_use_internal_errors(true);
        try {
            $loaded = $document->loadXML($text, LIBXML_NONET | LIBXML_NOCDATA);
        } finally {
            libxml_clear_errors();
            libxml_use_internal_errors($previous);
        }
        if (!$loaded || $document->doctype !== null) {
            return null;
        }
        return $document;
    }
}
