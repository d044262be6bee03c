<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Finds what Word could run or fetch in a .docx: a VBA project, embedded OLE objects and ActiveX
 * controls (parts and content types), a macro-enabled main part (.docm content type), and relationships
 * in any .rels part that reach outside the package: a remote template (attachedTemplate), a linked
 * picture, frame or object, which Word fetches when the file opens (a remote macro, or the reader's
 * NTLM hash sent to a stranger's server). A hyperlink is the one external relationship let through: Word
 * follows it only when the reader clicks it, and CVs carry them (LinkedIn, e-mail), so only http, https,
 * mailto and tel links are accepted.
 */
final class DocxInspector
{
    private const HYPERLINK = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink';

    /** Part names (lower case) that carry code or foreign objects. */
    private const PART = '~(^|/)(vbaproject\.bin|vbadata\.xml)$|oleobject|activex|\.(docm|dotm|xlsm|xltm|xlam|pptm|potm|ppam|ppsm|sldm)$~';

    /** Content types (lower case) of the same things, and of a macro-enabled document. */
    private const CONTENT_TYPE = '~macroenabled|vbaproject|vbadata|activex|oleobject~';

    /** Relationship types that load code or other content whatever their target mode. */
    private const RELATIONSHIP = '~/(attachedtemplate|vbaproject|oleobject|control|activexcontrolbinary)$~';

    /** Largest .rels or [Content_Types].xml part read; real ones are a few KB. */
    private const MAX_XML = 1024 * 1024;

    /** @return string|null why the file is refused (for the log), or null when nothing was found */
    public static function refusal(\ZipArchive $zip): ?string
    {
        for ($i = 0; $i < $zip->numFiles; $i++) {
            $name = strtolower((string) $zip->getNameIndex($i));
            if (preg_match(self::PART, $name) === 1) {
                return "DOCX part $name";
            }
            if ($name === '[content_types].xml') {
                $types = self::xml($zip, $i);
                if ($types === null) {
                    return 'DOCX content types unreadable';
                }
                foreach ($types->getElementsByTagNameNS('*', '*') as $element) {
                    if (preg_match(self::CONTENT_TYPE, strtolower($element->getAttribute('ContentType'))) === 1) {
                        return 'DOCX content type ' . $element->getAttribute('ContentType');
                    }
                }
            } elseif (str_ends_with($name, '.rels')) {
                $reason = self::relationshipRefusal($zip, $i, $name);
                if ($reason !== null) {
                    return $reason;
                }
            }
        }
        return null;
    }

    private static function relationshipRefusal(\ZipArchive $zip, int $index, string $name): ?string
    {
        $rels = self::xml($zip, $index);
        if ($rels === null) {
            return "DOCX relationships unreadable: $name";
        }
        foreach ($rels->getElementsByTagNameNS('*', 'Relationship') as $relationship) {
            $type = $relationship->getAttribute('Type');
            $target = trim($relationship->getAttribute('Target'));
            if (preg_match(self::RELATIONSHIP, strtolower($type)) === 1) {
                return "DOCX relationship $type in $name";
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

    private static function xml(\ZipArchive $zip, int $index): ?\DOMDocument
    {
        $stat = $zip->statIndex($index);
        if ($stat === false || $stat['size'] > self::MAX_XML) {
            return null;
        }
        $text = $zip->getFromIndex($index);
        if (!is_string($text) || $text === '') {
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
