<?php

/**
 * Prints the stored submissions of one form as CSV (header row first, oldest first).
 *
 *   php api/bin/export.php newsletter|contacts|vacancies [--since YYYY-MM-DD]
 *
 * CVs appear by their stored file name, found in <data_dir>/uploads/. Uses the same settings as the
 * API, including ONAS_API_CONFIG. Exit codes: 0 done, 2 bad arguments, 1 failure.
 */

declare(strict_types=1);

namespace Onas\Api;

require __DIR__ . '/command.php';

function usage(string $problem): never
{
    Command::usage('api/bin/export.php ' . implode('|', CsvExport::names()) . ' [--since YYYY-MM-DD]', "export: $problem");
}

$args = array_slice($argv, 1);
$name = array_shift($args);
if ($name === null || !in_array($name, CsvExport::names(), true)) {
    usage($name === null ? 'which records? name one of the exports' : "unknown export '$name'");
}
$since = null;
while ($args !== []) {
    $arg = array_shift($args);
    if ($arg === '--since') {
        $since = array_shift($args);
    } elseif (str_starts_with($arg, '--since=')) {
        $since = substr($arg, 8);
    } else {
        usage("unexpected argument '$arg'");
    }
    if (preg_match('/^(\d{4})-(\d{2})-(\d{2})$/', (string) $since, $m) !== 1 || !checkdate((int) $m[2], (int) $m[3], (int) $m[1])) {
        usage('--since needs a date as YYYY-MM-DD');
    }
}

Command::attempt('export failed', static fn () => CsvExport::write(Command::database(Config::load()), $name, $since, STDOUT));
