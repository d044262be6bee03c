<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * The directory of an OLE compound file (Word 97-2003 .doc), read the way Word reads it: the header, the
 * sector allocation table (FAT, with its DIFAT extension) and the directory stream followed through the
 * FAT. Only the names and types of the entries are needed: a VBA project lives in storages and streams
 * with fixed names, which a renamed copy cannot avoid because Word would then not find the macros either.
 * [MS-CFB] https://learn.microsoft.com/openspecs/windows_protocols/ms-cfb
 */
final class CompoundFile
{
    private const MAGIC = "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1";
    private const END_OF_CHAIN = 0xFFFFFFFE;
    private const FREE = 0xFFFFFFFF;
    private const MAX_REGULAR = 0xFFFFFFFA;
    public const STORAGE = 1;
    public const STREAM = 2;
    public const ROOT = 5;

    /**
     * The directory entries in on-disk order (empty slots left out).
     *
     * @return list<array{name: string, type: int}>
     * @throws \UnexpectedValueException when the file is not a well-formed compound file
     */
    public static function entries(string $bytes): array
    {
        if (strlen($bytes) < 512 || !str_starts_with($bytes, self::MAGIC)) {
            throw new \UnexpectedValueException('not a compound file');
        }
        $shift = self::u16($bytes, 0x1E);
        if ($shift !== 9 && $shift !== 12) {
            throw new \UnexpectedValueException('unknown sector size');
        }
        $sectorSize = 1 << $shift;
        $sectorCount = max(0, intdiv(strlen($bytes) - $sectorSize, $sectorSize));
        $fat = self::fat($bytes, $sectorSize, $sectorCount);
        $directory = '';
        foreach (self::chain($fat, self::u32($bytes, 0x30), $sectorCount) as $sector) {
            $directory .= self::sector($bytes, $sector, $sectorSize);
        }
        $entries = [];
        for ($offset = 0; $offset + 128 <= strlen($directory); $offset += 128) {
            $type = ord($directory[$offset + 0x42]);
            if ($type === 0) {
                continue;
            }
            $nameLength = self::u16($directory, $offset + 0x40);
            if ($nameLength < 2 || $nameLength > 64 || $nameLength % 2 !== 0) {
                throw new \UnexpectedValueException('bad directory entry name');
            }
            $name = mb_convert_encoding(substr($directory, $offset, $nameLength - 2), 'UTF-8', 'UTF-16LE');
            $entries[] = ['name' => $name, 'type' => $type];
        }
        if ($entries === [] || $entries[0]['type'] !== self::ROOT) {
            throw new \UnexpectedValueException('no root entry');
        }
        return $entries;
    }

    /** @return array<int, int> the allocation table: sector => next sector */
    private static function fat(string $bytes, int $sectorSize, int $sectorCount): array
    {
        $fatSectors = [];
        for ($i = 0; $i < 109; $i++) {
            $fatSectors[] = self::u32($bytes, 0x4C + $i * 4);
        }
        // Beyond 109 FAT sectors the list goes on in DIFAT sectors, each ending with the next one's number.
        $difat = self::u32($bytes, 0x44);
        $perSector = intdiv($sectorSize, 4) - 1;
        for ($seen = 0; $difat <= self::MAX_REGULAR; $seen++) {
            if ($seen > $sectorCount) {
                throw new \UnexpectedValueException('DIFAT loop');
            }
            $data = self::sector($bytes, $difat, $sectorSize, $sectorCount);
            for ($i = 0; $i < $perSector; $i++) {
                $fatSectors[] = self::u32($data, $i * 4);
            }
            $difat = self::u32($data, $perSector * 4);
        }
        $fat = [];
        foreach ($fatSectors as $sector) {
            if ($sector > self::MAX_REGULAR) {
                continue;
            }
            $data = self::sector($bytes, $sector, $sectorSize, $sectorCount);
            foreach (array_values(unpack('V*', $data)) as $next) {
                $fat[] = $next;
            }
        }
        return $fat;
    }

    /** @return list<int> the sectors of a chain, guarded against loops and references outside the file */
    private static function chain(array $fat, int $start, int $sectorCount): array
    {
        $sectors = [];
        for ($sector = $start; $sector !== self::END_OF_CHAIN; $sector = $fat[$sector] ?? self::FREE) {
            if ($sector > self::MAX_REGULAR || $sector >= $sectorCount || count($sectors) > $sectorCount) {
                throw new \UnexpectedValueException('broken sector chain');
            }
            $sectors[] = $sector;
        }
        return $sectors;
    }

    private static function sector(string $bytes, int $sector, int $sectorSize, ?int $sectorCount = null): string
    {
        $offset = ($sector + 1) * $sectorSize;
        if (($sectorCount !== null && $sector >= $sectorCount) || $offset + $sectorSize > strlen($bytes)) {
            throw new \UnexpectedValueException('sector outside the file');
        }
        return substr($bytes, $offset, $sectorSize);
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
