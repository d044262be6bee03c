<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Room for one more CV, checked before it is accepted. Below upload_min_free_bytes of free space on the
 * uploads directory's file system, or when uploads/ would grow beyond uploads_max_total_bytes, the CV is
 * refused with a 503: the database, the outbox and the logs need that room too, and a full disk makes
 * every form answer 500. The reason goes to the error log for the administrator.
 */
final class UploadSpace
{
    public const MESSAGE = 'We cannot accept files at the moment. Please try again later.';

    /** @throws HttpError 503 when the file does not fit */
    public static function assertRoomFor(int $size, string $uploadsDir, Config $config, Logger $logger): void
    {
        $minFree = $config->int('upload_min_free_bytes');
        if ($minFree > 0) {
            $free = @disk_free_space($uploadsDir);
            if ($free === false || $free - $size < $minFree) {
                $logger->error('A CV was refused: too little free space for uploads', [
                    'free_bytes' => $free === false ? null : (int) $free,
                    'upload_min_free_bytes' => $minFree,
                ]);
                throw self::unavailable();
            }
        }
        $maxTotal = $config->int('uploads_max_total_bytes');
        if ($maxTotal > 0) {
            $total = self::totalBytes($uploadsDir);
            if ($total + $size > $maxTotal) {
                $logger->error('A CV was refused: uploads/ is at its size limit', [
                    'uploads_bytes' => $total,
                    'uploads_max_total_bytes' => $maxTotal,
                ]);
                throw self::unavailable();
            }
        }
    }

    /** The bytes of every file in the uploads directory (stored CVs and anything else left there). */
    public static function totalBytes(string $uploadsDir): int
    {
        $total = 0;
        foreach (new \FilesystemIterator($uploadsDir, \FilesystemIterator::SKIP_DOTS) as $file) {
            if ($file->isFile()) {
                $total += $file->getSize();
            }
        }
        return $total;
    }

    private static function unavailable(): HttpError
    {
        return new HttpError(503, self::MESSAGE, ['Retry-After' => '3600']);
    }
}
