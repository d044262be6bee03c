<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Looks inside a CV whose type is already known, before it is stored or mailed, for anything that could
 * run or be fetched when HR opens it: VBA macros, embedded objects, outward fields and remote templates in
 * a .doc; macros, embedded objects, ActiveX, outward fields and remote content in a .docx; scripts, launch
 * actions and attachments in a PDF. What it cannot read well enough to tell is refused too.
 */
final class CvInspector
{
    /** Storages and streams (lower case) that hold a VBA project in a Word 97-2003 file ([MS-OVBA] 2.2). */
    private const OLE_MACRO_NAMES = ['macros', '_vba_project_cur', 'vba', '_vba_project', 'dir', 'projectwm'];

    /**
     * Streams of an embedded OLE object (Word writes \3ObjInfo for each one in its ObjectPool) or of a
     * packaged file (\1Ole10Native: any file, an executable included, wrapped into the document). Word
     * often keeps an empty ObjectPool storage, so the storage itself is no reason to refuse.
     */
    private const OLE_OBJECT_NAMES = ["\u{1}ole10native", "\u{3}objinfo"];

    /** @return string|null why the file is refused (for the log), or null when it may be kept */
    public static function refusal(string $path, string $extension): ?string
    {
        return match ($extension) {
            'doc' => self::docRefusal((string) file_get_contents($path)),
            'docx' => self::docxRefusal($path),
            'pdf' => PdfInspector::refusal($path),
            default => "no inspection for .$extension",
        };
    }

    /** The compound file's directory first (macros and objects), then what the document itself reaches. */
    private static function docRefusal(string $bytes): ?string
    {
        return self::oleRefusal($bytes) ?? DocInspector::refusal($bytes);
    }

    private static function oleRefusal(string $bytes): ?string
    {
        try {
            $entries = CompoundFile::entries($bytes);
        } catch (\UnexpectedValueException $e) {
            return 'OLE file unreadable: ' . $e->getMessage();
        }
        foreach ($entries as $entry) {
            $name = mb_strtolower($entry['name'], 'UTF-8');
            if (in_array($name, self::OLE_MACRO_NAMES, true)) {
                return "OLE entry {$entry['name']} (VBA project)";
            }
            if (in_array($name, self::OLE_OBJECT_NAMES, true)) {
                return 'OLE entry ' . addcslashes($entry['name'], "\1\3") . ' (embedded object)';
            }
        }
        return null;
    }

    private static function docxRefusal(string $path): ?string
    {
        $zip = new \ZipArchive();
        if ($zip->open($path, \ZipArchive::RDONLY) !== true) {
            return 'DOCX unreadable';
        }
        try {
            return DocxInspector::refusal($zip);
        } finally {
            $zip->close();
        }
    }
}
