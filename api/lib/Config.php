<?php
declare(strict_types=1);

namespace Onas\Api;

/**
 * Settings: api/config/config.php, with the array returned by the file named in ONAS_API_CONFIG (if set)
 * merged over it key by key.
 */
final class Config
{
    /** @param array<string, mixed> $values */
    private function __construct(private readonly array $values)
    {
    }

    public static function load(): self
    {
        /** @var array<string, mixed> $values */
        $values = require dirname(__DIR__) . '/config/config.php';
        $overrideFile = getenv('ONAS_API_CONFIG');
        if (is_string($overrideFile) && $overrideFile !== '') {
            if (!is_file($overrideFile)) {
                throw new \RuntimeException("ONAS_API_CONFIG names a file that does not exist: $overrideFile");
            }
            $overrides = require $overrideFile;
            if (!is_array($overrides)) {
                throw new \RuntimeException("ONAS_API_CONFIG file must return an array: $overrideFile");
            }
            foreach ($overrides as $key => $value) {
                if (!array_key_exists($key, $values)) {
                    throw new \RuntimeException("Unknown setting '$key' in $overrideFile");
                }
                $values[$key] = $value;
            }
        }
        if (!in_array($values['mail_transport'], ['mail', 'log'], true)) {
            throw new \RuntimeException("mail_transport must be 'mail' or 'log'");
        }
        return new self($values);
    }

    public function string(string $key): string
    {
        return (string) $this->values[$key];
    }

    public function int(string $key): int
    {
        return (int) $this->values[$key];
    }

    public function bool(string $key): bool
    {
        return (bool) $this->values[$key];
    }

    /** @return array<mixed> */
    public function list(string $key): array
    {
        return (array) $this->values[$key];
    }

    public function dataDir(): string
    {
        return rtrim($this->string('data_dir'), '/\\');
    }

    public function dataPath(string $name): string
    {
        return $this->dataDir() . '/' . $name;
    }

    public function mailLog(): string
    {
        $path = $this->values['mail_log'];
        return is_string($path) && $path !== '' ? $path : $this->dataPath('mail.log');
    }

    public function uploadLimitMb(): string
    {
        $mb = $this->int('upload_max_bytes') / (1024 * 1024);
        return rtrim(rtrim(number_format($mb, 1, '.', ''), '0'), '.') . ' MB';
    }
}
