<?php

/**
 * Loaded first by every entry point (the three endpoints and the bin/ scripts): strict errors, a class
 * loader for the Onas\Api namespace (one class per file in this folder) and for PHPMailer, and, on a web
 * server, the JSON 500 for a fatal error (FatalErrorHandler).
 */

declare(strict_types=1);

namespace Onas\Api;

if (version_compare(PHP_VERSION, '8.1.0', '<')) {
    http_response_code(500);
    exit("PHP 8.1 or newer is required.\n");
}

ini_set('display_errors', '0');
error_reporting(E_ALL);

spl_autoload_register(static function (string $class): void {
    $prefix = __NAMESPACE__ . '\\';
    if (str_starts_with($class, $prefix)) {
        $file = __DIR__ . '/' . substr($class, strlen($prefix)) . '.php';
        if (is_file($file)) {
            require $file;
        }
    }
});
// PHPMailer: api/vendor/ (Composer) first, then the system package; see MailLibrary.
MailLibrary::register();
// A fatal error (max_execution_time, memory, an uncaught exception) is answered with the API's JSON 500.
FatalErrorHandler::register();

// Every warning and notice becomes an exception: a half-done step must not pass for a done one.
set_error_handler(static function (int $severity, string $message, string $file, int $line): bool {
    if (!(error_reporting() & $severity)) {
        return false;
    }
    throw new \ErrorException($message, 0, $severity, $file, $line);
});
