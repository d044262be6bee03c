<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Settings: api/config/config.php, with overrides merged over it key by key from the PHP file named in
 * the ONAS_API_CONFIG environment variable or, when that is not set, from api/config/config.local.php
 * if it exists (for hosts where no environment variable can be set).
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
        $overrideFile = getenv('ONAS_API_CONFIG') ?: ($_SERVER['ONAS_API_CONFIG'] ?? null);
        if (!is_string($overrideFile) || $overrideFile === '') {
            $local = dirname(__DIR__) . '/config/config.local.php';
            $overrideFile = is_file($local) ? $local : null;
        }
        if ($overrideFile !== null) {
            if (!is_file($overrideFile)) {
                throw new \RuntimeException("The config override file does not exist: $overrideFile");
            }
            $overrides = require $overrideFile;
            if (!is_array($overrides)) {
                throw new \RuntimeException("The config override file must return an array: $overrideFile");
            }
            foreach ($overrides as $key => $value) {
                if ($key === 'db_password') {
                    throw new \RuntimeException("db_password may not be set in a file ($overrideFile): set the environment variable ONAS_DB_PASSWORD");
                }
                if ($key === 'smtp_password') {
                    throw new \RuntimeException("smtp_password may not be set in a file ($overrideFile): set the environment variable ONAS_SMTP_PASSWORD");
                }
                if ($key === 'trust_forwarded_for') {
                    throw new \RuntimeException("trust_forwarded_for was replaced by trusted_proxies, a list of proxy addresses ($overrideFile)");
                }
                if (!array_key_exists($key, $values)) {
                    throw new \RuntimeException("Unknown setting '$key' in $overrideFile");
                }
                $values[$key] = $value;
            }
        }
        $config = new self($values);
        foreach (['contact', 'vacancy', 'newsletter'] as $form) {
            $config->recipients($form); // a wrong address fails here, not in every notification
        }
        return $config;
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

    /** The database DSN: ONAS_DB_DSN when set, else the db_dsn setting ('' means SQLite in data_dir). */
    public function dbDsn(): string
    {
        return self::env('ONAS_DB_DSN') ?? $this->string('db_dsn');
    }

    /** The database file a `sqlite:<path>` DSN names, as an absolute path (null: another driver, the default or memory). */
    public function sqliteFile(): ?string
    {
        $dsn = $this->dbDsn();
        if (!str_starts_with(strtolower($dsn), 'sqlite:')) {
            return null;
        }
        $file = substr($dsn, strlen('sqlite:'));
        if ($file === '' || $file === ':memory:') {
            return null;
        }
        return str_starts_with($file, '/') || preg_match('~^[A-Za-z]:[\\\\/]~', $file) === 1 ? $file : getcwd() . '/' . $file;
    }

    /** The database user: ONAS_DB_USER when set, else the db_user setting (null: none, as for SQLite). */
    public function dbUser(): ?string
    {
        $user = self::env('ONAS_DB_USER') ?? $this->string('db_user');
        return $user === '' ? null : $user;
    }

    /** The database password, only ever from ONAS_DB_PASSWORD (null: none). */
    public function dbPassword(): ?string
    {
        return self::env('ONAS_DB_PASSWORD');
    }

    /** A non-empty environment variable, from the process or the web server (Apache SetEnv). */
    private static function env(string $name): ?string
    {
        $value = getenv($name);
        if (!is_string($value) || $value === '') {
            $value = $_SERVER[$name] ?? null;
        }
        return is_string($value) && $value !== '' ? $value : null;
    }

    public function dataDir(): string
    {
        return rtrim($this->string('data_dir'), '/\\');
    }

    public function dataPath(string $name): string
    {
        return $this->dataDir() . '/' . $name;
    }

    /**
     * Who is notified of a form: notify_to is one address, a comma-separated list or a list of addresses
     * for every form, or an array of those keyed by form name ('contact' => sales, 'vacancy' => HR).
     *
     * @return list<string>
     */
    public function recipients(string $form): array
    {
        $setting = $this->values['notify_to'];
        if (is_array($setting) && !array_is_list($setting)) {
            if (!array_key_exists($form, $setting)) {
                throw new \RuntimeException("notify_to names no recipient for the $form form");
            }
            $setting = $setting[$form];
        }
        $addresses = [];
        foreach ((array) $setting as $entry) {
            foreach (explode(',', (string) $entry) as $address) {
                if (trim($address) !== '') {
                    $addresses[] = trim($address);
                }
            }
        }
        foreach ($addresses as $address) {
            if (!Validator::isEmail($address)) {
                throw new \RuntimeException("notify_to holds an invalid address for the $form form: $address");
            }
        }
        if ($addresses === []) {
            throw new \RuntimeException("notify_to names no recipient for the $form form");
        }
        return $addresses;
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
