<?php

/**
 * Router for PHP's built-in development server only:
 *   php -S 127.0.0.1:<port> -t api api/router.php
 * Serves the three form endpoints (public/) and answers everything else with a JSON 404, so lib/, config/,
 * data/ and bin/ are never reachable. Under Apache or nginx this file is denied; if it is reached anyway it
 * does nothing but answer 404.
 */

declare(strict_types=1);

$endpoints = ['newsletter', 'contact', 'vacancy'];

$path = PHP_SAPI === 'cli-server' ? (string) parse_url((string) ($_SERVER['REQUEST_URI'] ?? '/'), PHP_URL_PATH) : '';
// The site's dev server strips the /api prefix; accept it too for direct use.
if (preg_match('~^(?:/api)?/(' . implode('|', $endpoints) . ')\.php$~', $path, $match) === 1) {
    require __DIR__ . '/public/' . $match[1] . '.php';
    return true;
}

require __DIR__ . '/lib/bootstrap.php';
Onas\Api\Responder::emit(404, ['success' => false, 'message' => 'Not found.']);
return true;
