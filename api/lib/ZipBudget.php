<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * What reading a .docx may cost (issue 40, M2). A zip's central directory says how many entries it has
 * and how large each unpacks, so a package over the caps is refused before a single byte is inflated.
 * Those sizes are the sender's word, so every part is then read through a bounded stream in chunks and
 * counted as it comes: reading stops as soon as a part or the whole goes past its cap, or the time is up.
 * Every part is counted, scanned or not, because each one is unpacked again by Word on HR's machine.
 *
 * Over any cap, an \OverflowException says which one; the caller refuses the file.
 */
final class ZipBudget
{
    /**
     * Most entries a package may list. A CV saved by Word has 10 to 40 parts; a long report with many
     * pictures a few hundred. The reviewer's bomb had 3,000.
     */
    public const MAX_ENTRIES = 1000;

    /**
     * Most bytes one part may unpack to. The document.xml of a 300-page report is about 10 MB, a photo a
     * few MB; 32 MB leaves room and still bounds one XML parse to well under a second.
     */
    public const MAX_PART_BYTES = 32 * 1024 * 1024;

    /**
     * Most bytes all parts together may unpack to. An upload is at most a few MB, and Word's XML packs
     * about 5 to 10 to one, so a real CV unpacks to tens of MB at worst; reading and scanning 64 MB takes
     * about a second of one core, and it keeps one request's memory within PHP's usual 128 MB.
     */
    public const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

    /**
     * Most time the whole inspection may take. A real CV takes a few milliseconds; without a bound a
     * crafted one held a PHP worker for PHP's whole max_execution_time (30 s) and ended in a fatal error.
     */
    public const MAX_NANOSECONDS = 5_000_000_000;

    /** Bytes read from a part at a time: the most a lying part gets past its cap before reading stops. */
    private const CHUNK = 64 * 1024;

    private int $total = 0;

    private function __construct(private readonly \ZipArchive $zip, private readonly int $deadline)
    {
    }

    /**
     * Checks the central directory (entry count, declared sizes, names used twice) and starts the clock.
     *
     * @throws \OverflowException when the package is over a cap as declared
     * @throws \UnexpectedValueException when an entry cannot be listed or a name is used twice
     */
    public static function open(\ZipArchive $zip): self
    {
        $budget = new self($zip, hrtime(true) + self::MAX_NANOSECONDS);
        if ($zip->numFiles > self::MAX_ENTRIES) {
            throw new \OverflowException("{$zip->numFiles} entries, more than " . self::MAX_ENTRIES);
        }
        $declared = 0;
        $names = [];
        for ($i = 0; $i < $zip->numFiles; $i++) {
            $stat = $zip->statIndex($i);
            if ($stat === false) {
                throw new \UnexpectedValueException("entry $i unreadable");
            }
            // Parts are read by name (ZipArchive::getStreamIndex needs PHP 8.2), and OPC forbids two part
            // names that differ only in case: a second entry of the same name would go unread.
            $key = strtolower($stat['name']);
            if (isset($names[$key])) {
                throw new \UnexpectedValueException('entry name used twice');
            }
            $names[$key] = true;
            self::checkPart($stat['size']);
            $declared += $stat['size'];
            if ($declared > self::MAX_TOTAL_BYTES) {
                throw new \OverflowException('declared sizes add up to more than ' . self::MAX_TOTAL_BYTES . ' bytes');
            }
        }
        return $budget;
    }

    /**
     * A part's unpacked bytes, read in chunks and counted against the caps as they come.
     *
     * @throws \OverflowException when the part, the total or the time goes over its cap, or the part
     *     unpacks to more than its entry says
     * @throws \UnexpectedValueException when the part cannot be read, or is shorter than its entry says
     */
    public function read(int $index): string
    {
        $stat = $this->zip->statIndex($index);
        if ($stat === false) {
            throw new \UnexpectedValueException("entry $index unreadable");
        }
        $name = $stat['name'];
        if (str_ends_with($name, '/')) {
            return '';
        }
        $stream = $this->zip->getStream($name);
        if ($stream === false) {
            throw new \UnexpectedValueException('part unreadable');
        }
        $data = '';
        try {
            while (!feof($stream)) {
                $chunk = fread($stream, self::CHUNK);
                if ($chunk === false) {
                    throw new \UnexpectedValueException('part unreadable');
                }
                $data .= $chunk;
                $this->total += strlen($chunk);
                self::checkPart(strlen($data));
                // A part longer than its entry says is a lie meant to get past the check before reading.
                if (strlen($data) > $stat['size']) {
                    throw new \OverflowException('a part unpacks to more than its entry says');
                }
                if ($this->total > self::MAX_TOTAL_BYTES) {
                    throw new \OverflowException('parts unpack to more than ' . self::MAX_TOTAL_BYTES . ' bytes');
                }
                $this->checkTime();
            }
        } finally {
            fclose($stream);
        }
        if (strlen($data) !== $stat['size']) {
            throw new \UnexpectedValueException('part shorter than its entry says');
        }
        return $data;
    }

    /** @throws \OverflowException once the inspection has had its time */
    public function checkTime(): void
    {
        if (hrtime(true) > $this->deadline) {
            throw new \OverflowException('inspection took more than ' . intdiv(self::MAX_NANOSECONDS, 1_000_000) . ' ms');
        }
    }

    private static function checkPart(int $bytes): void
    {
        if ($bytes > self::MAX_PART_BYTES) {
            throw new \OverflowException('a part unpacks to more than ' . self::MAX_PART_BYTES . ' bytes');
        }
    }
}
