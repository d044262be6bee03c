<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Finds PHPMailer, which the API does not bundle: first Composer's api/vendor/ (`composer install --no-dev`
 * in api/), then the copy a system package installs (Debian: libphp-phpmailer). A host without it still
 * stores every submission; the mail then waits in the outbox with the message below as its reason.
 *
 * A copy older than MINIMUM_VERSION is refused (issue 40, L4): the endpoints check it first thing and answer
 * 500 with one line in error.log (assertSupported), and every message waits with the reason (require).
 */
final class MailLibrary
{
    public const SYSTEM_AUTOLOAD = '/usr/share/php/libphp-phpmailer/autoload.php';
    /**
     * The oldest PHPMailer the API runs with: the version its tests run (Debian's libphp-phpmailer), the one
     * api/composer.json pins. Raise both together, after running the mail tests on the new version.
     */
    public const MINIMUM_VERSION = '6.6.3';
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
     * @throws MailError naming every place looked at when none holds it, or when the copy found is too old
     */
    public static function require(?array $places = null): void
    {
        if (!class_exists(self::CLASS_NAME, $places === null)) {
            self::load($places ?? self::places());
        }
        if (!class_exists(self::CLASS_NAME, false)) {
            throw new MailError(sprintf(
                'PHPMailer was not found in %s. Install it with "composer install --no-dev" in api/, '
                    . 'or with the system package libphp-phpmailer (Debian, Ubuntu).',
                implode(' or ', $places ?? self::places()),
            ));
        }
        self::assertVersion();
    }

    /**
     * The endpoints' check at start-up: the PHPMailer that would send the mail, when there is one, is at
     * least MINIMUM_VERSION. Without one it passes (the submission is stored and its mail waits, see require()).
     *
     * @throws MailError naming the version found, where it is, and the version needed
     */
    public static function assertSupported(): void
    {
        if (class_exists(self::CLASS_NAME)) {
            self::assertVersion();
        }
    }

    private static function assertVersion(): void
    {
        $constant = self::CLASS_NAME . '::VERSION';
        // @: a later major version may deprecate the constant; a notice here must not stop the check.
        $version = defined($constant) ? @constant($constant) : null;
        if (is_string($version) && version_compare($version, self::MINIMUM_VERSION, '>=')) {
            return;
        }
        $file = (new \ReflectionClass(self::CLASS_NAME))->getFileName();
        throw new MailError(sprintf(
            'PHPMailer %s (%s) is older than %s, the oldest version the API is tested with. '
                . 'Install %s with "composer install --no-dev" in api/, or update the system package libphp-phpmailer.',
            is_string($version) ? $version : 'of unknown version',
            $file === false ? 'defined at run time' : $file,
            self::MINIMUM_VERSION,
            self::MINIMUM_VERSION,
        ));
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
