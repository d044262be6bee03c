<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * One uploaded CV, checked: an allowed extension, content that finfo recognises as that same type, not
 * empty, within the size limit, and nothing inside that could run when it is opened (CvInspector). Stored
 * under a random name; the visitor's name is kept as metadata only. A PDF is kept as qpdf's rewrite, the
 * copy that was inspected (PdfRewriter), and its size is the rewrite's.
 */
final class Upload
{
    private const OLE_MAGIC = "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1";
    private const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

    public const ACTIVE_CONTENT = 'The file contains macros, scripts, embedded objects or links to outside content. '
        . 'Please upload a plain PDF or Word document.';

    /** Extensions of files a server or a desktop might run; no part of a Word document has one. */
    private const EXECUTABLE = ['php', 'php3', 'php4', 'php5', 'php7', 'php8', 'phtml', 'pht', 'phps', 'phar', 'cgi', 'pl',
        'py', 'rb', 'sh', 'bash', 'exe', 'com', 'bat', 'cmd', 'scr', 'msi', 'dll', 'vbs', 'vbe', 'js', 'jse', 'wsf', 'wsh',
        'ps1', 'jar', 'hta', 'cpl', 'lnk', 'asp', 'aspx', 'jsp', 'shtml', 'htaccess'];

    /** Sniffed types accepted for each extension. */
    private const TYPES = [
        'pdf' => ['application/pdf'],
        // finfo names Word 97-2003 files in several ways depending on what it can read of the container.
        'doc' => ['application/msword', 'application/vnd.ms-office', 'application/CDFV2', 'application/x-ole-storage'],
        // Some .docx files come out as a generic zip; every .docx is opened and its entries checked.
        'docx' => [self::DOCX, 'application/zip', 'application/octet-stream'],
    ];

    /** The random name the file is stored under: 32 hex digits and the checked extension. */
    public readonly string $storedName;

    /**
     * @param string $tmpPath the file to keep: PHP's copy of the upload, or a rewrite of it made here
     * @param bool $rewritten true for a rewrite, which this object owns: PHP removes only its own copy
     */
    private function __construct(
        private readonly string $tmpPath,
        public readonly string $extension,
        public readonly string $type,
        public readonly int $size,
        public readonly string $originalName,
        private readonly bool $rewritten = false,
    ) {
        $this->storedName = bin2hex(random_bytes(16)) . '.' . $extension;
    }

    /** A rewrite that was never moved into place (another field was wrong, the rate limit, clamd) goes. */
    public function __destruct()
    {
        if ($this->rewritten && is_file($this->tmpPath)) {
            @unlink($this->tmpPath);
        }
    }

    /**
     * @param mixed $entry the $_FILES entry
     * @param string $limitLabel the limit that really applies (UploadLimit::label): PHP's own when lower
     * @param QpdfRunner|null $qpdf what reads PDFs; null: the qpdf that config.php's qpdf_path names
     * @return self|string the checked file, or the 422 message
     * @throws HttpError 413 when the file is over the limit
     */
    public static function check(mixed $entry, int $maxBytes, string $limitLabel, ?Logger $logger = null, ?QpdfRunner $qpdf = null): self|string
    {
        if (!is_array($entry) || !isset($entry['error'])) {
            return Forms::message('fileRequired');
        }
        if (!is_int($entry['error'])) {
            return 'Please upload a single file.';
        }
        switch ($entry['error']) {
            case UPLOAD_ERR_OK:
                break;
            case UPLOAD_ERR_NO_FILE:
                return Forms::message('fileRequired');
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
        // The extension comes from the whole name; only the kept metadata is shortened.
        $extension = Text::fileExtension((string) $entry['name']);
        $originalName = Text::safeFileName((string) $entry['name']);
        if (!isset(self::TYPES[$extension])) {
            return Forms::message('fileType');
        }
        if ($size === 0) {
            return 'The file is empty.';
        }
        $type = (string) (new \finfo(FILEINFO_MIME_TYPE))->file($tmp);
        if ($extension === 'docx' && !class_exists(\ZipArchive::class)) {
            $logger?->error('A .docx CV was refused: PHP has no zip extension (ZipArchive), so it cannot be inspected. Install php-zip.');
            return Forms::message('fileType');
        }
        if (!self::contentMatches($tmp, $extension, $type)) {
            return Forms::message('fileType');
        }
        $path = $tmp;
        if ($extension === 'pdf') {
            $path = self::rewritePdf($tmp, $maxBytes, $qpdf ?? QpdfRunner::fromConfig(), $originalName, $logger);
            if ($path === null) {
                return self::ACTIVE_CONTENT;
            }
        }
        $refusal = CvInspector::refusal($path, $extension);
        if ($refusal !== null) {
            if ($path !== $tmp) {
                @unlink($path);
            }
            $logger?->warning('A CV was refused: ' . $refusal, ['name' => $originalName]);
            return self::ACTIVE_CONTENT;
        }
        $canonical = ['pdf' => 'application/pdf', 'doc' => 'application/msword', 'docx' => self::DOCX][$extension];
        return new self($path, $extension, $canonical, (int) filesize($path), $originalName, $path !== $tmp);
    }

    /**
     * A PDF is kept, inspected and mailed as qpdf's rewrite (PdfRewriter), written beside PHP's copy of the
     * upload (a directory PHP writes to anyway). Without qpdf no PDF is accepted: the bytes cannot be
     * trusted without a parser, and the log says what to install.
     *
     * @return string|null the rewrite's path, or null when the PDF is refused (the reason logged)
     */
    private static function rewritePdf(string $tmp, int $maxBytes, QpdfRunner $qpdf, string $originalName, ?Logger $logger): ?string
    {
        if (!$qpdf->available()) {
            $logger?->error(sprintf(
                'A PDF CV was refused: qpdf (qpdf_path "%s") cannot be run, so PDFs cannot be inspected. Install qpdf (Debian: apt-get install qpdf).',
                $qpdf->binary(),
            ));
            return null;
        }
        $rewrite = tempnam(dirname($tmp), 'onas-pdf-');
        if ($rewrite === false) {
            throw new \RuntimeException('Could not create a file for the PDF rewrite beside the upload');
        }
        $refusal = (new PdfRewriter($qpdf))->rewrite($tmp, $rewrite);
        // qpdf keeps stream data as it is, so only a file built for it grows much; twice the limit is the
        // most a CV may take on the disk and in the mail.
        if ($refusal === null && filesize($rewrite) > 2 * $maxBytes) {
            $refusal = 'PDF grew to ' . filesize($rewrite) . ' bytes when rewritten';
        }
        if ($refusal !== null) {
            @unlink($rewrite);
            $logger?->warning('A CV was refused: ' . $refusal, ['name' => $originalName]);
            return null;
        }
        return $rewrite;
    }

    /** The file to keep (PHP's copy of the upload, or a PDF's rewrite), where it waits until moveInto. */
    public function path(): string
    {
        return $this->tmpPath;
    }

    /** Where moveInto($dir) puts the file. */
    public function targetIn(string $dir): string
    {
        return $dir . '/' . $this->storedName;
    }

    /**
     * Moves the file into $dir under its stored name and returns the full path. When any step fails (a
     * full disk half-way through the copy move_uploaded_file makes across file systems, or a chmod that
     * a network share refuses after the move), whatever reached $dir is removed before the error goes on.
     */
    public function moveInto(string $dir): string
    {
        $target = $this->targetIn($dir);
        try {
            // rename() copies when the uploads directory is on another file system, as move_uploaded_file does.
            $moved = $this->rewritten ? rename($this->tmpPath, $target) : move_uploaded_file($this->tmpPath, $target);
            if (!$moved) {
                throw new \RuntimeException('Could not move the uploaded file into the uploads directory');
            }
            chmod($target, 0640);
        } catch (\Throwable $e) {
            if (is_file($target)) {
                @unlink($target);
            }
            throw $e;
        }
        return $target;
    }

    private static function contentMatches(string $path, string $extension, string $type): bool
    {
        if (!in_array($type, self::TYPES[$extension], true)) {
            return false;
        }
        return match ($extension) {
            'doc' => self::startsWith($path, self::OLE_MAGIC),
            'docx' => self::isWordZip($path),
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

    /**
     * A Word package, read with ZipArchive: [Content_Types].xml and word/document.xml present under exactly
     * these names, and no entry that could run or land outside the archive's root when unpacked.
     */
    private static function isWordZip(string $path): bool
    {
        if (!self::startsWith($path, "PK\x03\x04")) {
            return false;
        }
        $zip = new \ZipArchive();
        if ($zip->open($path, \ZipArchive::RDONLY | \ZipArchive::CHECKCONS) !== true) {
            return false;
        }
        try {
            $names = [];
            for ($i = 0; $i < $zip->numFiles; $i++) {
                $name = $zip->getNameIndex($i);
                if (!is_string($name) || !self::isHarmlessEntry($zip, $i, $name)) {
                    return false;
                }
                $names[$name] = true;
            }
            return isset($names['[Content_Types].xml'], $names['word/document.xml']);
        } finally {
            $zip->close();
        }
    }

    private static function isHarmlessEntry(\ZipArchive $zip, int $index, string $name): bool
    {
        // Relative, forward slashes only, no "." or ".." segment, no drive letter or stream name (":").
        if ($name === '' || preg_match('~[\x00-\x1F\x7F\\\\:]|^/|(^|/)\.{1,2}(/|$)|//~', $name) === 1) {
            return false;
        }
        $isDirectory = str_ends_with($name, '/');
        foreach (array_slice(explode('.', strtolower(basename($name))), 1) as $extension) {
            if (in_array($extension, self::EXECUTABLE, true)) {
                return false;
            }
        }
        if (strtolower(basename($name)) === '.htaccess') {
            return false;
        }
        $opsys = 0;
        $attributes = 0;
        if ($zip->getExternalAttributesIndex($index, $opsys, $attributes) && $opsys === \ZipArchive::OPSYS_UNIX) {
            $mode = ($attributes >> 16) & 0xFFFF;
            $type = $mode & 0xF000;
            if ($type === 0xA000 || ($type !== 0x4000 && !$isDirectory && ($mode & 0111) !== 0)) {
                return false; // a symbolic link, or a file marked executable
            }
        }
        return true;
    }
}
