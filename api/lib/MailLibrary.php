<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Finds PHPMailer, which the API does not bundle: first Composer's api/vendor/ (`composer install --no-dev`
 * in api/), then the copy a system package installs (Debian: libphp-phpmailer). Loaded only when a message
 * is built, so a host without it still stores every submission; the mail then waits in the outbox with
 * the message below as its reason.
 */
final class MailLibrary
{
    public const SYSTEM_AUTOLOAD = '/usr/share/php/libphp-phpmailer/autoload.php';
    private const CLASS_NAME = 'PHPMailer\\PHPMailer\\PHPMailer';

    /** @return list<string> the autoload files tried, in order */
    public static function places(): array
    {
        return [dirname(__DIR__) . '/vendor/autoload.php', self::SYSTEM_AUTOLOAD];
    }

    /** Hooked into the class loader by bootstrap.php: the first PHPMailer class asked for loads the library. */
    public static function register(): void
    {
        spl_autoload_register(static function (string $class): void {
            if (str_starts_with($class, 'PHPMailer\\PHPMailer\\')) {
                self::load(self::places());
            }
        });
    }

    /**
     * Makes sure PHPMailer is loaded, trying $places in order.
     *
     * @param list<string>|null $places autoload files; null: api/vendor, then the system path
     * @throws MailError naming every place looked at when none holds it
     */
    public static function require(?array $places = null): void
    {
        if (class_exists(self::CLASS_NAME, $places === null)) {
            return;
        }
        self::load($places ?? self::places());
        if (!class_exists(self::CLASS_NAME, false)) {
            throw new MailError(sprintf(
                'PHPMailer was not found in %s. Install it with "composer install --no-dev" in api/, '
                    . 'or with the system package libphp-phpmailer (Debian, Ubuntu).',
                implode(' or ', $places ?? self::places()),
            ));
        }
    }

    /** @param list<string> $places */
    private static function load(array $places): void
    {
        // Asking for the class below runs the class loaders, this one included: it must not start over.
        static $loading = false;
        if ($loading) {
            return;
        }
        $loading = true;
        try {
            foreach ($places as $file) {
                if (class_exists(self::CLASS_NAME, false)) {
                    return;
                }
                if (is_file($file)) {
                    require_once $file;
                    if (class_exists(self::CLASS_NAME)) {
                        return;
                    }
                }
            }
        } finally {
            $loading = false;
        }
    }
}
