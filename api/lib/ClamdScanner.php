<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * A virus scan by a ClamAV daemon, talking to clamd's socket directly with the INSTREAM command (no
 * clamdscan, and clamd needs no access to PHP's temporary files): the file is sent in chunks, each with
 * its length as a 4-byte big-endian number, ended by a zero length; clamd answers "stream: OK" or
 * "stream: <signature> FOUND". https://docs.clamav.net/manual/Usage/Scanning.html#clamd
 */
final class ClamdScanner
{
    private const CHUNK = 64 * 1024;

    /** @param string $address 'tcp://127.0.0.1:3310' or 'unix:///run/clamav/clamd.ctl' */
    public function __construct(private readonly string $address, private readonly int $timeoutSeconds)
    {
    }

    /**
     * @return string|null the signature clamd found, or null when the file is clean
     * @throws \RuntimeException when clamd cannot be reached or gives no verdict
     */
    public function scan(string $path): ?string
    {
        $errorCode = 0;
        $errorText = '';
        $socket = @stream_socket_client($this->address, $errorCode, $errorText, $this->timeoutSeconds);
        if ($socket === false) {
            throw new \RuntimeException("clamd at {$this->address} cannot be reached: $errorText ($errorCode)");
        }
        try {
            stream_set_timeout($socket, $this->timeoutSeconds);
            $file = fopen($path, 'rb');
            try {
                self::write($socket, "zINSTREAM\0");
                while (!feof($file)) {
                    $chunk = (string) fread($file, self::CHUNK);
                    if ($chunk !== '') {
                        self::write($socket, pack('N', strlen($chunk)) . $chunk);
                    }
                }
                self::write($socket, pack('N', 0));
            } finally {
                fclose($file);
            }
            $reply = '';
            while (!str_contains($reply, "\0") && !feof($socket)) {
                $read = @fread($socket, 1024);
                if ($read === false || ($read === '' && stream_get_meta_data($socket)['timed_out'])) {
                    throw new \RuntimeException("clamd at {$this->address} did not answer within {$this->timeoutSeconds} s");
                }
                $reply .= $read;
            }
        } finally {
            fclose($socket);
        }
        $reply = trim(strstr($reply, "\0", true) ?: $reply);
        if ($reply === 'stream: OK') {
            return null;
        }
        if (preg_match('/^stream: (.+) FOUND$/', $reply, $m) === 1) {
            return $m[1];
        }
        throw new \RuntimeException("clamd at {$this->address} gave no verdict: $reply");
    }

    /** @param resource $socket */
    private static function write($socket, string $data): void
    {
        for ($written = 0; $written < strlen($data); $written += $sent) {
            $sent = @fwrite($socket, substr($data, $written));
            if ($sent === false || $sent === 0) {
                throw new \RuntimeException('clamd closed the connection while the file was sent');
            }
        }
    }
}
