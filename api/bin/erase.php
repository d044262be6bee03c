<?php

/**
 * Erases everything the API stored for one e-mail address (docs/api.md "Retention"): its submissions of the
 * three forms (the address compared without regard to case), their CV files and e-mails, any other e-mail
 * to or naming the address, and the error.log and mail.log entries that contain it.
 *
 *   php api/bin/erase.php person@example.com
 *
 * Uses the same settings as the API, including ONAS_API_CONFIG. Prints what it removed. Exit codes:
 * 0 done (also when nothing was stored), 1 failure (the reason on stderr), 2 bad arguments.
 */

declare(strict_types=1);

namespace Onas\Api;

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit;
}

require dirname(__DIR__) . '/lib/bootstrap.php';

$email = trim((string) ($argv[1] ?? ''));
if (count($argv) !== 2 || !str_contains($email, '@')) {
    fwrite(STDERR, "usage: php api/bin/erase.php <e-mail address>\n");
    exit(2);
}

try {
    $config = Config::load();
    $db = Database::open($config, DataDir::prepare($config->dataDir()));
    $removed = (new Retention($db, $config))->erase($email);
} catch (\Throwable $e) {
    fwrite(STDERR, 'erase failed: ' . $e->getMessage() . "\n");
    exit(1);
}
printf(
    "erase: %d submissions, %d CV files, %d outbox messages, %d log entries removed for %s\n",
    $removed['submissions'],
    $removed['cvs'],
    $removed['outbox_messages'],
    $removed['log_entries'],
    $email,
);
exit(0);
