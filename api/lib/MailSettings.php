<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * How mail leaves the machine: the transport and, for SMTP, the server. Each value comes from the
 * environment when its variable is set, otherwise from the config file; the SMTP password comes only from
 * the environment (ONAS_SMTP_PASSWORD), so it is never in a file that could be committed or served.
 * Checked when mail is sent, not when a form is stored: a bad setting delays mail, never a submission.
 * The 'log' transport is for development only (see isDevelopment): in production it is a bad setting.
 */
final class MailSettings
{
    public const TRANSPORTS = ['smtp', 'mail', 'log'];
    public const SECURITY = ['tls', 'ssl', 'none'];
    public const PASSWORD_VARIABLE = 'ONAS_SMTP_PASSWORD';

    /** Setting => the environment variable that overrides it. */
    private const ENVIRONMENT = [
        'mail_transport' => 'ONAS_MAIL_TRANSPORT',
        'smtp_host' => 'ONAS_SMTP_HOST',
        'smtp_port' => 'ONAS_SMTP_PORT',
        'smtp_secure' => 'ONAS_SMTP_SECURE',
        'smtp_username' => 'ONAS_SMTP_USERNAME',
    ];

    private function __construct(
        public readonly string $transport,
        public readonly string $host,
        public readonly int $port,
        public readonly string $secure,
        public readonly string $username,
        public readonly string $password,
        public readonly int $timeout,
    ) {
    }

    /** @throws MailError when a setting is missing or wrong */
    public static function fromConfig(Config $config): self
    {
        $value = static fn (string $key): string => trim(self::environment(self::ENVIRONMENT[$key]) ?? $config->string($key));
        $transport = $value('mail_transport');
        if (!in_array($transport, self::TRANSPORTS, true)) {
            throw new MailError("mail_transport must be one of: " . implode(', ', self::TRANSPORTS) . " (got '$transport')");
        }
        $settings = new self(
            $transport,
            $value('smtp_host'),
            filter_var($value('smtp_port'), FILTER_VALIDATE_INT, ['options' => ['min_range' => 1, 'max_range' => 65535]]) ?: 0,
            strtolower($value('smtp_secure')),
            $value('smtp_username'),
            (string) self::environment(self::PASSWORD_VARIABLE),
            max(1, $config->int('smtp_timeout')),
        );
        if ($transport === 'smtp') {
            $settings->checkSmtp();
        }
        return $settings;
    }

    /**
     * The settings a message is sent with. The 'log' transport sends nothing, so outside development it
     * is refused here, when a message is sent, and not when the settings load: the visitor's submission is
     * still stored and its message stays queued for retry-mail.php until a real transport is set, where a
     * refusal at load would answer every post with a 500 and lose the lead.
     *
     * @throws MailError
     */
    public static function forSending(Config $config): self
    {
        $settings = self::fromConfig($config);
        if ($settings->transport === 'log' && !self::isDevelopment($config)) {
            // A site deployed without mail settings would otherwise mark every lead sent and deliver none.
            throw new MailError("mail_transport 'log' sends nothing and is refused in production: set mail_transport to smtp or mail"
                . " (or environment to 'development' on a development machine)");
        }
        return $settings;
    }

    /**
     * The environment setting (ONAS_ENV overrides it); when it is empty, development only under PHP's
     * built-in server, which its manual says is for development and never for a public network.
     */
    public static function isDevelopment(Config $config): bool
    {
        $environment = strtolower(trim(self::environment('ONAS_ENV') ?? $config->string('environment')));
        if ($environment !== '' && !in_array($environment, ['production', 'development'], true)) {
            throw new MailError("environment must be 'production' or 'development' (got '$environment')");
        }
        return $environment === '' ? PHP_SAPI === 'cli-server' : $environment === 'development';
    }

    /** One line for the send-test-mail script; never shows the password. */
    public function describe(): string
    {
        if ($this->transport !== 'smtp') {
            return $this->transport;
        }
        return sprintf(
            'smtp %s:%d, %s, %s',
            $this->host,
            $this->port,
            $this->secure === 'none' ? 'no encryption' : ($this->secure === 'ssl' ? 'implicit TLS (ssl)' : 'STARTTLS (tls)'),
            $this->username === '' ? 'no login' : "login as {$this->username}",
        );
    }

    private function checkSmtp(): void
    {
        if ($this->host === '') {
            throw new MailError('smtp_host is empty');
        }
        if ($this->port === 0) {
            throw new MailError('smtp_port must be a number from 1 to 65535');
        }
        if (!in_array($this->secure, self::SECURITY, true)) {
            throw new MailError("smtp_secure must be one of: " . implode(', ', self::SECURITY) . " (got '{$this->secure}')");
        }
        // A login in clear text is refused unless it never leaves the machine (a local relay such as Postfix).
        if ($this->secure === 'none' && ($this->username !== '' || $this->password !== '') && !self::isLoopback($this->host)) {
            throw new MailError(
                "smtp_secure is 'none' but a login is set: the SMTP password would cross the network in clear text. "
                . "Use smtp_secure 'tls' or 'ssl', or a relay that needs no login (empty smtp_username and "
                . self::PASSWORD_VARIABLE . '), or a relay on this machine (127.0.0.1, ::1, localhost)'
            );
        }
        if ($this->username !== '' && $this->password === '') {
            throw new MailError('smtp_username is set but the environment variable ' . self::PASSWORD_VARIABLE . ' is empty');
        }
    }

    /** A variable from the process environment or, under a web server, the request's environment. */
    private static function environment(string $name): ?string
    {
        $value = getenv($name);
        if ($value === false) {
            $value = $_SERVER[$name] ?? $_ENV[$name] ?? null;
        }
        return is_string($value) && $value !== '' ? $value : null;
    }

    private static function isLoopback(string $host): bool
    {
        $host = strtolower(trim($host, '[]'));
        return $host === 'localhost' || $host === '::1' || str_starts_with($host, '127.');
    }
}
