<?php
/**
 * Sends again the e-mails that could not be sent when their form was submitted (and any left pending
 * for over 15 minutes by an interrupted request). Safe to run from cron, e.g. every 10 minutes.
 *
 *   php api/bin/retry-mail.php
 *
 * Uses the same settings as the API, including ONAS_API_CONFIG. Exit codes: 0 all sent (or nothing to
 * do), 1 some still failing (see <data_dir>/error.log).
 */
declare(strict_types=1);

namespace Onas\Api;

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit;
}

require dirname(__DIR__) . '/lib/bootstrap.php';

const STALE_PENDING_SECONDS = 900;

try {
    $config = Config::load();
    $dataDir = DataDir::prepare($config->dataDir());
    $db = Database::open($dataDir);
    $outbox = new Outbox($db, Mailer::fromConfig($config), new Logger($config->dataPath('error.log')));
    $ids = $outbox->retryable(STALE_PENDING_SECONDS);
    $failed = $outbox->deliver($ids);
} catch (\Throwable $e) {
    fwrite(STDERR, 'retry-mail failed: ' . $e->getMessage() . "\n");
    exit(1);
}
printf("retry-mail: %d to send, %d sent, %d still failing\n", count($ids), count($ids) - $failed, $failed);
exit($failed > 0 ? 1 : 0);
