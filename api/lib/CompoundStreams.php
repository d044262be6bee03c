<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * The contents of a stream at the top level of an OLE compound file (a Word 97-2003 .doc keeps its text
 * in WordDocument and its tables in 0Table or 1Table). CompoundFile lists the entries and checks the
 * directory; this follows the root's tree of children to the stream asked for, and reads its sectors
 * through the allocation table, or through the mini stream when it is smaller than the cutoff (4096
 * bytes). Every chain is guarded against loops and sectors outside the file.
 * [MS-CFB] https://learn.microsoft.com/openspecs/windows_protocols/ms-cfb
 */
final class CompoundStreams
{
    private const END_OF_CHAIN = 0xFFFFFFFE;
    private const FREE = 0xFFFFFFFF;
    private const MAX_REGULAR = 0xFFFFFFFA;
    private const NO_STREAM = 0xFFFFFFFF;

    private readonly int $sectorSize;
    private readonly int $sectorCount;
    /** @var list<int> */
    private readonly array $fat;
    /** @var list<array{name: string, type: int, left: int, right: int, child: int, start: int, size: int}> */
    private readonly array $directory;

    /** @throws \UnexpectedValueException when the file is not a well-formed compound file */
    public function __construct(private readonly string $bytes)
    {
        CompoundFile::entries($bytes); // the header and directory checks, with their messages
        $this->sectorSize = 1 << self::u16($bytes, 0x1E);
        $this->sectorCount = max(0, intdiv(strlen($bytes) - $this->sectorSize, $this->sectorSize));
        $this->fat = $this->readFat();
        $this->directory = $this->readDirectory();
    }

    /**
     * The stream of that name (compared without case, as Word does) directly under the root, or null.
     *
     * @throws \UnexpectedValueException when the stream's sectors cannot be followed
     */
    public function stream(string $name): ?string
    {
        $index = $this->childOfRoot(strtolower($name));
        if ($index === null) {
            return null;
        }
        $entry = $this->directory[$index];
        if ($entry['size'] === 0) {
            return '';
        }
        if ($entry['size'] >= self::u32($this->bytes, 0x38)) {
            return $this->read($this->fat, $entry['start'], $entry['size'], fn (int $s) => $this->sector($s));
        }
        // Small streams live in the mini stream: the root entry's own stream, cut into 64-byte sectors.
        $root = $this->directory[0];
        $miniStream = $this->read($this->fat, $root['start'], $root['size'], fn (int $s) => $this->sector($s));
        $miniFat = [];
        $miniFatBytes = self::u32($this->bytes, 0x40) * $this->sectorSize;
        foreach (unpack('V*', $this->read($this->fat, self::u32($this->bytes, 0x3C), $miniFatBytes, fn (int $s) => $this->sector($s))) ?: [] as $next) {
            $miniFat[] = $next;
        }
        $miniSize = 1 << self::u16($this->bytes, 0x20);
        return $this->read($miniFat, $entry['start'], $entry['size'], function (int $sector) use ($miniStream, $miniSize): string {
            if (($sector + 1) * $miniSize > strlen($miniStream)) {
                throw new \UnexpectedValueException('mini sector outside the mini stream');
            }
            return substr($miniStream, $sector * $miniSize, $miniSize);
        });
    }

    /** Searches the root's children, a tree linked by left and right siblings, guarded against loops. */
    private function childOfRoot(string $name): ?int
    {
        $pending = [$this->directory[0]['child']];
        $seen = [];
        while ($pending !== []) {
            $index = array_pop($pending);
            if ($index === self::NO_STREAM) {
                continue;
            }
            if (!isset($this->directory[$index]) || isset($seen[$index])) {
                throw new \UnexpectedValueException('broken directory tree');
            }
            $seen[$index] = true;
            $entry = $this->directory[$index];
            if ($entry['type'] === CompoundFile::STREAM && mb_strtolower($entry['name'], 'UTF-8') === $name) {
                return $index;
            }
            $pending[] = $entry['left'];
            $pending[] = $entry['right'];
        }
        return null;
    }

    /**
     * @param list<int>|array<int, int> $table the allocation table the chain is in
     * @param int|null $size the stream's size, or null to read the chain to its end
     * @param callable(int): string $sector reads one sector of that table
     */
    private function read(array $table, int $start, ?int $size, callable $sector): string
    {
        $data = '';
        $limit = count($table);
        $current = $start;
        for ($steps = 0; $size === null ? $current !== self::END_OF_CHAIN : strlen($data) < $size; $steps++) {
            if ($current > self::MAX_REGULAR || $current >= $limit || $steps > $limit) {
                throw new \UnexpectedValueException('broken sector chain');
            }
            $data .= $sector($current);
            $current = $table[$current] ?? self::FREE;
        }
        return $size === null ? $data : substr($data, 0, $size);
    }

    private function sector(int $sector): string
    {
        $offset = ($sector + 1) * $this->sectorSize;
        if ($sector >= $this->sectorCount || $offset + $this->sectorSize > strlen($this->bytes)) {
            throw new \UnexpectedValueException('sector outside the file');
        }
        return substr($this->bytes, $offset, $this->sectorSize);
    }

    /** @return list<int> the allocation table: sector => next sector, from the header's list and the DIFAT */
    private function readFat(): array
    {
        $fatSectors = [];
        for ($i = 0; $i < 109; $i++) {
            $fatSectors[] = self::u32($this->bytes, 0x4C + $i * 4);
        }
        $perSector = intdiv($this->sectorSize, 4) - 1;
        $difat = self::u32($this->bytes, 0x44);
        for ($seen = 0; $difat <= self::MAX_REGULAR; $seen++) {
            if ($seen > $this->sectorCount) {
                throw new \UnexpectedValueException('DIFAT loop');
            }
            $data = $this->sector($difat);
            for ($i = 0; $i < $perSector; $i++) {
                $fatSectors[] = self::u32($data, $i * 4);
            }
            $difat = self::u32($data, $perSector * 4);
        }
        $fat = [];
        foreach ($fatSectors as $sector) {
            if ($sector <= self::MAX_REGULAR) {
                array_push($fat, ...array_values(unpack('V*', $this->sector($sector))));
            }
        }
        return $fat;
    }

    /** @return list<array{name: string, type: int, left: int, right: int, child: int, start: int, size: int}> every slot, empty ones too */
    private function readDirectory(): array
    {
        $bytes = $this->read($this->fat, self::u32($this->bytes, 0x30), null, fn (int $s) => $this->sector($s));
        $entries = [];
        for ($offset = 0; $offset + 128 <= strlen($bytes); $offset += 128) {
            $nameLength = min(64, self::u16($bytes, $offset + 0x40));
            $entries[] = [
                'name' => mb_convert_encoding(substr($bytes, $offset, max(0, $nameLength - 2)), 'UTF-8', 'UTF-16LE'),
                'type' => ord($bytes[$offset + 0x42]),
                'left' => self::u32($bytes, $offset + 0x44),
                'right' => self::u32($bytes, $offset + 0x48),
                'child' => self::u32($bytes, $offset + 0x4C),
                'start' => self::u32($bytes, $offset + 0x74),
                // Version 3 files may leave garbage in the size's high half; 512-byte-sector files are below 4 GB.
                'size' => self::u32($bytes, $offset + 0x78),
            ];
        }
        return $entries;
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
