<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * The answer to an error no catch block sees (issue 40, item 4): a fatal error (max_execution_time run out,
 * memory exhausted, an exception nothing caught, a class that does not compile) ends the script, and PHP
 * itself answers it with an empty 500. Registered by bootstrap.php as a shutdown function, this writes one
 * bounded line (Logger) and, when no answer has gone out yet, answers the API's 500 instead: as JSON, or
 * as the endpoint answers any other 500 once it has one (a plain form post is sent back to its page with
 * the `error` code). An answer already sent (the newsletter answers before its mail goes out) is left as
 * it is: only the line is written.
 * On the command line (api/bin) it does nothing: PHP prints the error on stderr there.
 */
final class FatalErrorHandler
{
    /** The errors that end a script; error_get_last() holds one of them when a shutdown follows it. */
    private const FATAL = E_ERROR | E_CORE_ERROR | E_COMPILE_ERROR | E_PARSE;

    private static ?Logger $logger = null;
    /** @var (\Closure(): void)|null the endpoint's own 500 */
    private static ?\Closure $answer = null;
    /** Memory given back before the answer is written, for when the limit itself was the fault. */
    private static string $reserve = '';

    public static function register(): void
    {
        if (PHP_SAPI === 'cli') {
            return;
        }
        self::$reserve = str_repeat(' ', 64 * 1024);
        register_shutdown_function([self::class, 'handle']);
    }

    /** The log of the data directory, once the settings are known (before that, PHP's own error log). */
    public static function logTo(Logger $logger): void
    {
        self::$logger = $logger;
    }

    /** How the endpoint answers a server fault (its Responder), once it knows. */
    public static function answerWith(\Closure $answer): void
    {
        self::$answer = $answer;
    }

    /** @internal the shutdown function */
    public static function handle(): void
    {
        $error = error_get_last();
        if ($error === null || ($error['type'] & self::FATAL) === 0) {
            return;
        }
        self::$reserve = '';
        try {
            // Its first line only: an uncaught exception's message goes on with the whole stack trace.
            $message = 'PHP fatal error: ' . strtok($error['message'], "\n");
            $at = basename($error['file']) . ':' . $error['line'];
            if (self::$logger !== null) {
                self::$logger->error($message, ['at' => $at]);
            } else {
                error_log('onas-api: ' . Logger::bound("$message at $at"));
            }
        } catch (\Throwable) {
            // The answer below matters more than the line.
        }
        if (Responder::sent() || headers_sent()) {
            return;
        }
        // Whatever was buffered is part of no answer.
        while (ob_get_level() > 0) {
            if (!@ob_end_clean()) {
                break;
            }
        }
        try {
            if (self::$answer !== null) {
                (self::$answer)();
            }
        } catch (\Throwable) {
            // The plain JSON answer below.
        }
        if (!Responder::sent()) {
            try {
                Responder::emit(500, ['success' => false, 'message' => Endpoint::SERVER_FAULT]);
            } catch (\Throwable) {
                // Nothing more can be done here.
            }
        }
    }
}
