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

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit;
}

require dirname(__DIR__) . '/lib/bootstrap.php';

function usage(string $problem): never
{
    fwrite(STDERR, "export: $problem\n"
        . 'usage: php api/bin/export.php ' . implode('|', CsvExport::names()) . " [--since YYYY-MM-DD]\n");
    exit(2);
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

try {
    $config = Config::load();
    $db = Database::open($config, DataDir::prepare($config->dataDir()));
    CsvExport::write($db, $name, $since, STDOUT);
} catch (\Throwable $e) {
    fwrite(STDERR, 'export failed: ' . $e->getMessage() . "\n");
    exit(1);
}
