<?php

/** POST /api/contact.php: the contact form. See docs/api.md. */

declare(strict_types=1);

// The code is outside the web root: the repository's api/lib from api/public/, or on the server
// /var/www/onas/api/lib from /var/www/onas/public/api/ (docs/deploy.md).
require dirname(__DIR__, 2) . '/api/lib/bootstrap.php';

Onas\Api\Endpoint::run('contact');
