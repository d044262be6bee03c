<?php

/**
 * Test only: api/router.php under `php -S`, with a fault planted first. Nothing under api/ knows of this
 * file; no server but a test's reaches it. (php -S runs no auto_prepend_file before a router script.)
 *
 * ONAS_TEST_PREPEND (environment): a PHP file loaded before the API, e.g. a stub PHPMailer (mail.test.ts).
 * X-Test-Fatal (request header): the first use of a class runs out of max_execution_time (a CPU loop: the
 * limit counts CPU time), as one slow request did in production (http.test.ts):
 *   store  Onas\Api\Submissions, in the pipeline before any answer (the submission is about to be stored)
 *   smtp   PHPMailer's SMTP class, when the newsletter's mail is sent (after its answer)
 */

declare(strict_types=1);

$prepend = getenv('ONAS_TEST_PREPEND');
if (is_string($prepend) && $prepend !== '') {
    require_once $prepend;
}

$planted = ['store' => 'Onas\\Api\\Submissions', 'smtp' => 'PHPMailer\\PHPMailer\\SMTP'][$_SERVER['HTTP_X_TEST_FATAL'] ?? ''] ?? null;
if ($planted !== null) {
    // First in line, before the API's own class loaders.
    spl_autoload_register(static function (string $class) use ($planted): void {
        if ($class === $planted) {
            set_time_limit(1);
            while (true) {
                // burn CPU until PHP stops the script
            }
        }
    }, true, true);
}

return require dirname(__DIR__, 2) . '/api/router.php';
