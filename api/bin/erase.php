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

require __DIR__ . '/command.php';

$email = trim((string) ($argv[1] ?? ''));
if (count($argv) !== 2 || !str_contains($email, '@')) {
    Command::usage('api/bin/erase.php <e-mail address>');
}

$removed = Command::attempt('erase failed', static function () use ($email): array {
    $config = Config::load();
    return (new Retention(Command::database($config), $config))->erase($email);
});
printf(
    "erase: %d submissions, %d CV files, %d outbox messages, %d log entries removed for %s\n",
    $removed['submissions'],
    $removed['cvs'],
    $removed['outbox_messages'],
    $removed['log_entries'],
    $email,
);
exit(0);
