<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * What the api/bin commands share after api/bin/command.php: the usage answer to bad arguments (exit 2), the
 * failure report (exit 1), and the settings and database as the API itself opens them.
 */
final class Command
{
    /** Bad arguments: the problem (when there is one to name) and the usage line on stderr, exit code 2. */
    public static function usage(string $usage, ?string $problem = null): never
    {
        fwrite(STDERR, ($problem !== null ? "$problem\n" : '') . "usage: php $usage\n");
        exit(2);
    }

    /**
     * Runs a command's work; anything it throws is reported as "<failure>: <reason>" on stderr, exit code 1.
     *
     * @template T
     * @param callable(): T $work
     * @return T
     */
    public static function attempt(string $failure, callable $work): mixed
    {
        try {
            return $work();
        } catch (\Throwable $e) {
            fwrite(STDERR, "$failure: " . $e->getMessage() . "\n");
            exit(1);
        }
    }

    /** The API's database, with the same settings (ONAS_API_CONFIG, the environment) and data directory. */
    public static function database(Config $config): Database
    {
        return Database::open($config, DataDir::prepare($config->dataDir()));
    }
}
