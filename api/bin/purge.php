<?php

/**
 * Deletes personal data older than the retention settings (api/config/config.php, docs/api.md "Retention"):
 * CV files after retention_cv_days (default 180), contact and vacancy submissions with their e-mails
 * and CVs after retention_submission_days (730; newsletter sign-ups stay until erased), the contents of
 * sent or given-up e-mails after retention_outbox_body_days (30), and error.log and mail.log entries after
 * retention_log_days (90); and a CV file no submission names once it is an hour old. Meant for cron, once a day:
 *
 *   17 3 * * * php /path/to/api/bin/purge.php >/dev/null
 *
 * Uses the same settings as the API, including ONAS_API_CONFIG. Prints what it removed. Exit codes:
 * 0 done, 1 failure (the reason on stderr), 2 bad arguments.
 */

declare(strict_types=1);

namespace Onas\Api;

require __DIR__ . '/command.php';

if (count($argv) > 1) {
    Command::usage('api/bin/purge.php');
}

$removed = Command::attempt('purge failed', static function (): array {
    $config = Config::load();
    return (new Retention(Command::database($config), $config))->purge(time());
});
printf(
    "purge: %d submissions, %d CV files, %d CV files no submission names, %d outbox messages, %d outbox message contents, %d log entries removed\n",
    $removed['submissions'],
    $removed['cvs'],
    $removed['unnamed_cvs'],
    $removed['outbox_messages'],
    $removed['outbox_bodies'],
    $removed['log_entries'],
);
exit(0);
