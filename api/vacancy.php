<?php

/** POST /api/vacancy.php: the vacancy form. See docs/api.md. */

declare(strict_types=1);

require __DIR__ . '/lib/bootstrap.php';

Onas\Api\Endpoint::run('vacancy');
