<?php

/** POST /api/contact.php: the contact form. See docs/api.md. */

declare(strict_types=1);

require __DIR__ . '/lib/bootstrap.php';

Onas\Api\Endpoint::run('contact');
