<?php

/**
 * Sends again the e-mails that could not be sent when their form was submitted. Each waits for its next
 * attempt time (mail_retry_after seconds after the first failure, doubling after each further one up to
 * mail_retry_max_delay) and is given up (status failed) once mail_give_up_after seconds (default 5 days)
 * have passed since it was queued. Messages left pending for over 15 minutes by an interrupted request,
 * and messages whose sender died holding their claim, are sent too. Meant for cron, every 10 minutes:
 *
 *   *\/10 * * * * php /path/to/api/bin/retry-mail.php >/dev/null
 *
 *   php api/bin/retry-mail.php          the messages that are due
 *   php api/bin/retry-mail.php --all    every message not sent yet, given-up ones included, now
 *                                       (after fixing the mail settings)
 *
 * Uses the same settings as the API, including ONAS_API_CONFIG and the mail and database environment
 * variables. Several may run at once (one per web server on a shared database): each message is claimed
 * in the database by one of them. The summary goes to stdout; every message not sent, and every fault,
 * goes to stderr (one line each, given-up ones marked MAIL GIVEN UP), which cron mails to its owner.
 * Exit codes: 0 nothing failed, 1 some message not sent or a fault (the reasons are also in
 * <data_dir>/error.log and the outbox table), 2 bad arguments.
 */

declare(strict_types=1);

namespace Onas\Api;

require __DIR__ . '/command.php';

const STALE_PENDING_SECONDS = 900;

$args = array_slice($argv, 1);
if (array_diff($args, ['--all']) !== []) {
    Command::usage('api/bin/retry-mail.php [--all]');
}
$all = in_array('--all', $args, true);

[$ids, $counts, $waiting] = Command::attempt('retry-mail failed', static function () use ($all): array {
    $config = Config::load();
    $db = Command::database($config);
    $outbox = Outbox::fromConfig($db, $config, new Logger($config->dataPath('error.log')));
    $ids = $outbox->due(STALE_PENDING_SECONDS, $all);
    $counts = $outbox->deliver($ids);
    (new RateLimiter($db, $config->int('rate_limit_max'), $config->int('rate_limit_window')))->prune(time());
    return [$ids, $counts, $outbox->waiting()];
});
foreach ($counts['problems'] as $problem) {
    fwrite(STDERR, "retry-mail: $problem\n");
}
printf(
    "retry-mail: %d to send, %d sent, %d still failing, %d given up%s\n",
    count($ids),
    $counts['sent'],
    $counts['retry'],
    $counts['failed'],
    ($counts['skipped'] > 0 ? sprintf(', %d taken by another worker', $counts['skipped']) : '')
        . ($counts['error'] > 0 ? sprintf(', %d not recorded (see stderr)', $counts['error']) : ''),
);
if ($waiting['count'] > 0) {
    printf("retry-mail: %d more wait for their next attempt (the first at %s)\n", $waiting['count'], $waiting['next']);
}
exit($counts['retry'] + $counts['failed'] + $counts['error'] > 0 ? 1 : 0);
