<?php

/**
 * Checks that mail works: sends one short message to the given address through the configured transport,
 * straight away (not through the outbox), and says what happened.
 *
 *   php api/bin/send-test-mail.php someone@your-domain.example
 *
 * Uses the same settings as the API, including ONAS_API_CONFIG and the mail environment variables
 * (ONAS_SMTP_PASSWORD among them). Exit codes: 0 sent (or, with the log transport, written to the mail
 * log), 1 not sent (the reason is printed), 2 bad arguments.
 */

declare(strict_types=1);

namespace Onas\Api;

require __DIR__ . '/command.php';

$address = $argv[1] ?? '';
if (count($argv) !== 2 || !Validator::isEmail($address)) {
    Command::usage('api/bin/send-test-mail.php <address>');
}

[$config, $transport] = Command::attempt('send-test-mail: not sent', static function () use ($address): array {
    $config = Config::load();
    DataDir::prepare($config->dataDir()); // the log transport writes there, as the API would
    $mailer = Mailer::fromConfig($config);
    $transport = $mailer->describe();
    echo "send-test-mail: transport $transport\n";
    foreach (['contact', 'vacancy', 'newsletter'] as $form) {
        printf("send-test-mail: %s notifications go to %s\n", $form, implode(', ', $config->recipients($form)));
    }
    $sentAt = gmdate('Y-m-d H:i:s') . ' UTC';
    $text = "This is a test message from the ONAS website's form API, sent at $sentAt with the $transport transport.\n\n"
        . "If you can read it, the mail settings work: form notifications and the newsletter guide will arrive too.\n";
    $mailer->send([
        'recipient' => $address,
        'subject' => 'ONAS website: test message',
        'body' => $text,
        'html' => '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>ONAS website: test message</title></head><body><p>'
            . str_replace("\n\n", '</p><p>', htmlspecialchars(trim($text), ENT_QUOTES | ENT_HTML5, 'UTF-8'))
            . '</p></body></html>',
    ]);
    return [$config, $transport];
});
echo $transport === 'log'
    ? 'send-test-mail: written to ' . $config->mailLog() . " (the log transport sends nothing)\n"
    : "send-test-mail: sent to $address\n";
exit(0);
