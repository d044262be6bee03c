<?php
declare(strict_types=1);

namespace Onas\Api;

/**
 * One uploaded CV, checked: an allowed extension, content that finfo recognises as that same type, not
 * empty, within the size limit. Stored under a random name; the visitor's name is kept as metadata only.
 */
final class Upload
{
    private const OLE_MAGIC = "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1";
    private const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

    /** Sniffed types accepted for each extension. */
    private const TYPES = [
        'pdf' => ['application/pdf'],
        // finfo names Word 97-2003 files in several ways depending on what it can read of the container.
        'doc' => ['application/msword', 'application/vnd.ms-office', 'application/CDFV2', 'application/x-ole-storage'],
        // Some .docx files come out as a generic zip: those are opened to look for word/document.xml.
        'docx' => [self::DOCX, 'application/zip', 'application/octet-stream'],
    ];

    /** The random name the file is stored under: 32 hex digits and the checked extension. */
    public readonly string $storedName;

    private function __construct(
        private readonly string $tmpPath,
        public readonly string $extension,
        public readonly string $type,
        public readonly int $size,
        public readonly string $originalName,
    ) {
        $this->storedName = bin2hex(random_bytes(16)) . '.' . $extension;
    }

    /**
     * @param mixed $entry the $_FILES entry
     * @return self|string the checked file, or the 422 message
     * @throws HttpError 413 when the file is over the limit
     */
    public static function check(mixed $entry, int $maxBytes, string $limitLabel): self|string
    {
        if (!is_array($entry) || !isset($entry['error'])) {
            return Forms::FILE_REQUIRED;
        }
        if (!is_int($entry['error'])) {
            return 'Please upload a single file.';
        }
        switch ($entry['error']) {
            case UPLOAD_ERR_OK:
                break;
            case UPLOAD_ERR_NO_FILE:
                return Forms::FILE_REQUIRED;
            case UPLOAD_ERR_INI_SIZE:
            case UPLOAD_ERR_FORM_SIZE:
                throw HttpError::tooLarge("The file is larger than $limitLabel.");
            case UPLOAD_ERR_PARTIAL:
                return 'The file upload was interrupted. Please try again.';
            default:
                throw new \RuntimeException('Upload failed with PHP error code ' . $entry['error']);
        }
        $tmp = (string) $entry['tmp_name'];
        if (!is_uploaded_file($tmp)) {
            throw new \RuntimeException('The upload is not a file PHP received in this request');
        }
        $size = filesize($tmp);
        if ($size > $maxBytes) {
            throw HttpError::tooLarge("The file is larger than $limitLabel.");
        }
        $originalName = Text::safeFileName((string) $entry['name']);
        $extension = strtolower(pathinfo($originalName, PATHINFO_EXTENSION));
        if (!isset(self::TYPES[$extension])) {
            return Forms::FILE_TYPE;
        }
        if ($size === 0) {
            return 'The file is empty.';
        }
        $type = (string) (new \finfo(FILEINFO_MIME_TYPE))->file($tmp);
        if (!self::contentMatches($tmp, $extension, $type)) {
            return Forms::FILE_TYPE;
        }
        $canonical = ['pdf' => 'application/pdf', 'doc' => 'application/msword', 'docx' => self::DOCX][$extension];
        return new self($tmp, $extension, $canonical, $size, $originalName);
    }

    /** Moves the file into $dir under its stored name and returns the full path. */
    public function moveInto(string $dir): string
    {
        $target = $dir . '/' . $this->storedName;
        if (!move_uploaded_file($this->tmpPath, $target)) {
            throw new \RuntimeException('Could not move the uploaded file into the uploads directory');
        }
        chmod($target, 0640);
        return $target;
    }

    private static function contentMatches(string $path, string $extension, string $type): bool
    {
        if (!in_array($type, self::TYPES[$extension], true)) {
            return false;
        }
        return match ($extension) {
            'doc' => self::startsWith($path, self::OLE_MAGIC),
            'docx' => $type === self::DOCX || self::isWordZip($path),
            default => true,
        };
    }

    private static function startsWith(string $path, string $magic): bool
    {
        $handle = fopen($path, 'rb');
        $head = fread($handle, strlen($magic));
        fclose($handle);
        return $head === $magic;
    }

    /** A zip archive whose directory lists word/document.xml, the main part of every .docx. */
    private static function isWordZip(string $path): bool
    {
        if (!self::startsWith($path, "PK\x03\x04")) {
            return false;
        }
        if (class_exists(\ZipArchive::class)) {
            $zip = new \ZipArchive();
            if ($zip->open($path, \ZipArchive::RDONLY) !== true) {
                return false;
            }
            $found = $zip->locateName('word/document.xml') !== false;
            $zip->close();
            return $found;
        }
        return str_contains((string) self::centralDirectory($path), 'word/document.xml');
    }

    /** The zip central directory, located through the end-of-central-directory record. */
    private static function centralDirectory(string $path): ?string
    {
        $size = (int) filesize($path);
        $handle = fopen($path, 'rb');
        try {
            // The end record is 22 bytes plus a comment of up to 65535 bytes.
            $tailLength = min($size, 22 + 65535);
            fseek($handle, $size - $tailLength);
            $tail = (string) fread($handle, $tailLength);
            $end = strrpos($tail, "PK\x05\x06");
            if ($end === false || strlen($tail) < $end + 22) {
                return null;
            }
            $record = unpack('VdirSize/VdirOffset', substr($tail, $end + 12, 8));
            if ($record['dirOffset'] + $record['dirSize'] > $size || $record['dirSize'] === 0) {
                return null;
            }
            fseek($handle, $record['dirOffset']);
            return (string) fread($handle, $record['dirSize']);
        } finally {
            fclose($handle);
        }
    }
}
