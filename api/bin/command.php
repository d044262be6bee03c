<?php

/**
 * The start every api/bin command shares: it refuses to run over the web (a copy left in a web root answers
 * 404 and does nothing) and loads the API's classes. A command requires it first, then uses Command
 * (api/lib/Command.php) for its usage line, its failures and its database.
 */

declare(strict_types=1);

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit;
}

require dirname(__DIR__) . '/lib/bootstrap.php';
