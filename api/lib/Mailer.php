<?php

declare(strict_types=1);

namespace Onas\Api;

use PHPMailer\PHPMailer\PHPMailer;
use PHPMailer\PHPMailer\SMTP;

/**
 * Hands one outbox message to PHPMailer, which builds the MIME message (text and HTML alternatives, the
 * attached CV) and delivers it through the configured transport:
 * 'smtp' (an SMTP server, see MailSettings), 'mail' (PHP mail(), the host's sendmail) or
 * 'log' (development only: the headers and text part appended to a file, attachments named by size and
 * sha256; nothing leaves the machine).
 * Every failure, from a missing library to a refused login, comes out as a MailError with a one-line reason.
 */
final class Mailer
{
    /** Stored CV names as Upload makes them: anything else in the outbox is refused rather than read. */
    private const STORED_FILE = '/^[0-9a-f]{32}\.(pdf|doc|docx)$/';

    /** The last SMTP error PHPMailer reported during the current send, with the server's reply. */
    private string $refusal = '';

    public function __construct(private readonly Config $config)
    {
    }

    public static function fromConfig(Config $config): self
    {
        return new self($config);
    }

    /** The transport as configured (environment included), for messages to an operator. */
    public function describe(): string
    {
        return MailSettings::fromConfig($this->config)->describe();
    }

    /**
     * @param array{recipient: string, reply_to?: string, reply_to_name?: string, subject: string, body: string,
     *              html?: string, attachment_file?: ?string, attachment_name?: ?string, attachment_type?: ?string} $message
     *        recipient: one or more addresses separated by commas; body: the plain-text part
     * @param string $messageKey left part of a fixed Message-ID (a retried message keeps its identity), or '' for a new one
     * @throws MailError when the message could not be handed over
     */
    public function send(array $message, string $messageKey = ''): void
    {
        $settings = MailSettings::forSending($this->config);
        MailLibrary::require();
        $this->refusal = '';
        $mail = $this->compose($message, $messageKey);
        try {
            match ($settings->transport) {
                'log' => $this->appendToLog($mail),
                'mail' => $this->deliver($mail, static fn (PHPMailer $m) => $m->isMail()),
                'smtp' => $this->deliver($mail, fn (PHPMailer $m) => $this->useSmtp($m, $settings)),
            };
        } catch (MailError $e) {
            throw $e;
        } catch (\Throwable $e) {
            throw new MailError(self::oneLine($e->getMessage()), 0, $e);
        }
    }

    /** @param array<string, mixed> $message */
    private function compose(array $message, string $messageKey): PHPMailer
    {
        $from = $this->config->string('mail_from');
        $fromName = $this->config->string('mail_from_name');
        $recipients = array_values(array_filter(array_map('trim', explode(',', (string) $message['recipient']))));
        $replyTo = (string) ($message['reply_to'] ?? '');
        $replyToName = (string) ($message['reply_to_name'] ?? '');
        // The validator already refuses line breaks in every submitted value; this is the last line of defence.
        $headers = [
            'recipient' => $message['recipient'],
            'subject' => $message['subject'],
            'reply-to' => $replyTo,
            'reply-to name' => $replyToName,
            'sender' => $from,
            'sender name' => $fromName,
        ];
        foreach ($headers as $what => $value) {
            if (preg_match('/[\r\n\x00]/', (string) $value) === 1) {
                throw new MailError("Line break in the $what header");
            }
        }
        if ($recipients === []) {
            throw new MailError('The message has no recipient');
        }
        try {
            // Headers that read literally: a visitor's encoded word is not decoded by the recipient's client.
            $mail = new LiteralHeaderMailer(true);
            $mail->CharSet = PHPMailer::CHARSET_UTF8;
            $mail->Encoding = PHPMailer::ENCODING_QUOTED_PRINTABLE;
            $mail->XMailer = ' '; // no X-Mailer header
            $mail->setFrom($from, $fromName, false);
            $mail->Sender = $from; // the envelope sender: bounces come back to mail_from
            foreach ($recipients as $address) {
                $mail->addAddress($address);
            }
            if ($replyTo !== '') {
                $mail->addReplyTo($replyTo, $replyToName);
            }
            $mail->Subject = (string) $message['subject'];
            // Quoted-printable keeps only CRLF as a line break (a bare LF would be encoded as =0A).
            $html = self::crlf((string) ($message['html'] ?? ''));
            $text = self::crlf((string) $message['body']);
            if ($html !== '') {
                $mail->isHTML(true);
                $mail->Body = $html;
                $mail->AltBody = $text;
            } else {
                $mail->Body = $text;
            }
            $file = $message['attachment_file'] ?? null;
            if (is_string($file) && $file !== '') {
                $mail->addAttachment(
                    $this->attachmentPath($file),
                    (string) ($message['attachment_name'] ?? $file),
                    PHPMailer::ENCODING_BASE64,
                    (string) ($message['attachment_type'] ?? 'application/octet-stream'),
                );
            }
            if ($messageKey !== '') {
                $mail->MessageID = sprintf('<%s@%s>', $messageKey, substr($from, (int) strrpos($from, '@') + 1));
            }
        } catch (MailError $e) {
            throw $e;
        } catch (\Throwable $e) {
            throw new MailError(self::oneLine($e->getMessage()), 0, $e);
        }
        return $mail;
    }

    private function attachmentPath(string $storedName): string
    {
        if (preg_match(self::STORED_FILE, $storedName) !== 1) {
            throw new MailError("Refusing to attach '$storedName': not a stored CV name");
        }
        $path = $this->config->dataPath('uploads') . '/' . $storedName;
        if (!is_file($path) || !is_readable($path)) {
            throw new MailError("The CV $storedName is no longer in the uploads folder");
        }
        return $path;
    }

    /**
     * Sends through PHPMailer. A server that takes the message for some recipients and refuses others has
     * delivered it to those: that counts as sent, because a retry would send it to them a second time.
     *
     * @param callable(PHPMailer): void $configure
     */
    private function deliver(PHPMailer $mail, callable $configure): void
    {
        $configure($mail);
        $accepted = [];
        $mail->action_function = static function (bool $sent, array $to) use (&$accepted): void {
            if ($sent) {
                $accepted[] = $to[0][0] ?? '';
            }
        };
        try {
            $mail->send();
        } catch (\Throwable $e) {
            if ($accepted !== []) {
                return; // taken for at least one recipient
            }
            throw new MailError($this->reason($mail, $e), 0, $e);
        } finally {
            $mail->smtpClose();
        }
    }

    /** PHPMailer's message plus, for SMTP, the error behind it, e.g. "Password command failed: 535 ...". */
    private function reason(PHPMailer $mail, \Throwable $e): string
    {
        $reason = $e->getMessage();
        $detail = $this->refusal;
        if ($detail === '' && $mail->Mailer === 'smtp') {
            $error = $mail->getSMTPInstance()->getError();
            $detail = trim(implode(' ', array_filter([(string) ($error['error'] ?? ''), (string) ($error['detail'] ?? '')])));
        }
        if ($detail !== '' && !str_contains($reason, $detail)) {
            $reason .= " (server: $detail)";
        }
        return self::oneLine($reason);
    }

    /**
     * The log transport writes what a developer needs to check a message (its headers as sent and its
     * text part) and names each attachment by file name, type, size and sha256 instead of writing it out:
     * a CV in the log would be a second, unpurged copy of personal data.
     */
    private function appendToLog(PHPMailer $mail): void
    {
        $mail->Mailer = 'log'; // not a PHPMailer transport: preSend() builds the message, nothing sends it
        $mail->preSend();
        $raw = str_replace("\r\n", "\n", $mail->getSentMIMEMessage());
        $headers = rtrim(substr($raw, 0, (int) strpos($raw, "\n\n")));
        $text = $mail->AltBody !== '' ? $mail->AltBody : $mail->Body;
        $lines = [$headers, '', '--- text part ---', rtrim(str_replace("\r\n", "\n", $text))];
        foreach ($mail->getAttachments() as $attachment) {
            [$path, , $name, , $type] = $attachment;
            $lines[] = sprintf(
                '--- attachment: %s (%s, %d bytes, sha256 %s), not written to this log ---',
                $name,
                $type,
                (int) filesize($path),
                (string) hash_file('sha256', $path),
            );
        }
        $entry = '===== ' . gmdate('Y-m-d\TH:i:s\Z') . " =====\n" . str_replace("\r\n", "\n", implode("\n", $lines)) . "\n\n";
        $file = $this->config->mailLog();
        if (@file_put_contents($file, $entry, FILE_APPEND | LOCK_EX) === false) {
            throw new MailError('Cannot write the mail log ' . basename($file));
        }
    }

    private static function crlf(string $text): string
    {
        return str_replace("\n", "\r\n", str_replace(["\r\n", "\r"], "\n", $text));
    }

    private static function oneLine(string $text): string
    {
        $text = (string) preg_replace('/<\/?a\b[^>]*>/i', '', $text); // PHPMailer links its troubleshooting page
        $text = trim((string) preg_replace('/\s+/', ' ', $text));
        return Text::clip($text === '' ? 'Unknown mail error' : $text, 500);
    }

    /** Sends through the SMTP server of the settings; the server's last refusal is kept in $this->refusal. */
    private function useSmtp(PHPMailer $m, MailSettings $settings): void
    {
        $m->isSMTP();
        $m->Host = $settings->host;
        $m->Port = $settings->port;
        $m->Timeout = $settings->timeout; // connecting, and each read
        $m->getSMTPInstance()->Timelimit = $settings->timeout; // waiting for one reply (default 300 s)
        $m->SMTPSecure = match ($settings->secure) {
            'ssl' => PHPMailer::ENCRYPTION_SMTPS,
            'tls' => PHPMailer::ENCRYPTION_STARTTLS,
            default => '',
        };
        // 'none' means none: no opportunistic STARTTLS either.
        $m->SMTPAutoTLS = $settings->secure !== 'none';
        $m->SMTPAuth = $settings->username !== '';
        $m->Username = $settings->username;
        $m->Password = $settings->password;
        // PHPMailer forgets why the server refused once it hangs up; its debug output says it
        // ("Password command failed: 535 ...", "Failed to connect to server: Connection refused").
        // Only those error lines are kept (PHPMailer hides credentials below DEBUG_LOWLEVEL).
        $m->SMTPDebug = SMTP::DEBUG_SERVER;
        $m->Debugoutput = function (string $line): void {
            if (preg_match('/^SMTP ERROR: (.+)$/s', trim($line), $match) === 1) {
                $this->refusal = trim($match[1]);
            }
        };
    }
}
