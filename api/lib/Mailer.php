<?php
declare(strict_types=1);

namespace Onas\Api;

/**
 * Sends one plain-text UTF-8 message through the configured transport:
 * 'mail' (PHP mail(), the host's sendmail) or 'log' (appended to a file; nothing leaves the machine).
 * Header values are checked for line breaks here as a last line of defence against header injection.
 */
final class Mailer
{
    public function __construct(
        private readonly string $transport,
        private readonly string $from,
        private readonly string $fromName,
        private readonly string $logFile,
    ) {
    }

    public static function fromConfig(Config $config): self
    {
        return new self(
            $config->string('mail_transport'),
            $config->string('mail_from'),
            $config->string('mail_from_name'),
            $config->mailLog(),
        );
    }

    /** @throws MailError when the message could not be handed over */
    public function send(string $to, string $subject, string $body, string $replyTo = ''): void
    {
        foreach (['recipient' => $to, 'subject' => $subject, 'reply-to' => $replyTo, 'sender' => $this->from, 'sender name' => $this->fromName] as $what => $value) {
            if (preg_match('/[\r\n\x00]/', $value) === 1) {
                throw new MailError("Line break in the $what header");
            }
        }
        if (!Validator::isEmail($to) || ($replyTo !== '' && !Validator::isEmail($replyTo))) {
            throw new MailError('Invalid recipient or reply-to address');
        }
        $headers = [
            'From' => sprintf('%s <%s>', mb_encode_mimeheader($this->fromName, 'UTF-8', 'Q'), $this->from),
            'MIME-Version' => '1.0',
            'Content-Type' => 'text/plain; charset=UTF-8',
            'Content-Transfer-Encoding' => 'quoted-printable',
        ];
        if ($replyTo !== '') {
            $headers['Reply-To'] = $replyTo;
        }
        if ($this->transport === 'log') {
            $this->appendToLog($to, $subject, $body, $headers);
            return;
        }
        $encodedSubject = mb_encode_mimeheader($subject, 'UTF-8', 'Q');
        $body = quoted_printable_encode(str_replace("\n", "\r\n", $body));
        $envelope = Validator::isEmail($this->from) ? '-f' . $this->from : '';
        try {
            $accepted = mail($to, $encodedSubject, $body, $headers, $envelope);
        } catch (\ErrorException $e) {
            throw new MailError('mail() failed: ' . $e->getMessage());
        }
        if (!$accepted) {
            throw new MailError('mail() returned false');
        }
    }

    /** @param array<string, string> $headers */
    private function appendToLog(string $to, string $subject, string $body, array $headers): void
    {
        $entry = '===== ' . gmdate('Y-m-d\TH:i:s\Z') . " =====\n"
            . "To: $to\nSubject: $subject\n";
        foreach ($headers as $name => $value) {
            if ($name !== 'Content-Transfer-Encoding') {
                $entry .= "$name: $value\n";
            }
        }
        $entry .= "\n" . $body . "\n\n";
        if (@file_put_contents($this->logFile, $entry, FILE_APPEND | LOCK_EX) === false) {
            throw new MailError('Cannot write the mail log ' . basename($this->logFile));
        }
    }
}
