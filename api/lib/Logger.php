<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Appends server faults (ERROR) and refused uploads (WARNING: a visitor's file, not a fault of the
 * server) to <data>/error.log. Falls back to PHP's own error_log when the data directory cannot be
 * written, so a line is never lost silently.
 */
final class Logger
{
    public function __construct(private readonly string $file)
    {
    }

    /** @param array<string, scalar|null> $context */
    public function error(string $message, array $context = []): void
    {
        $this->write('ERROR', $message, $context);
    }

    /** @param array<string, scalar|null> $context */
    public function warning(string $message, array $context = []): void
    {
        $this->write('WARNING', $message, $context);
    }

    /** @param array<string, scalar|null> $context */
    private function write(string $level, string $message, array $context): void
    {
        $line = sprintf('[%s] %s %s', gmdate('Y-m-d\TH:i:s\Z'), $level, $message);
        if ($context !== []) {
            $line .= ' ' . json_encode($context, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE);
        }
        $line = str_replace(["\r", "\n"], ' ', $line) . "\n";
        $written = @file_put_contents($this->file, $line, FILE_APPEND | LOCK_EX);
        if ($written === false) {
            error_log('onas-api: ' . $line);
        }
    }

    public function exception(\Throwable $e, string $where): void
    {
        $this->error($where . ': ' . get_class($e) . ': ' . $e->getMessage(), [
            'at' => basename($e->getFile()) . ':' . $e->getLine(),
        ]);
    }
}
