<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * The e-mails each submission causes, as outbox rows: a notification to the form's recipients
 * (notify_to) with the visitor as Reply-To. It has a plain-text part and an HTML part in which every
 * submitted value is escaped; the vacancy notification carries the CV as an attachment.
 *
 * Nothing is mailed to the visitor. The newsletter's guide is a download on the page (the spec: on success
 * 'Email sent successfully! Download your guide below.' and a 'Download PDF Guide' button), so no mail goes
 * to an address nobody has confirmed: the form cannot be used to send the company's mail to strangers.
 */
final class Notifications
{
    private const TITLES = [
        'contact' => 'Contact request',
        'vacancy' => 'Vacancy submission',
        'newsletter' => 'Newsletter sign-up',
    ];

    private const SPAM_NOTE = 'The form was sent back within seconds of being shown, which is typical of bots.';

    /**
     * @param array<string, mixed> $values validated values
     * @param Upload|null $cv the vacancy's CV, already checked; attached under its cleaned original name
     * @return list<array<string, string|null>> outbox rows (recipient, reply_to, reply_to_name, subject, body, html, attachment_*)
     */
    public static function forSubmission(string $form, int $recordId, array $values, ?Upload $cv, bool $suspectedSpam, Config $config): array
    {
        $flag = $suspectedSpam ? '[possible spam] ' : '';
        $name = trim(($values['firstName'] ?? '') . ' ' . ($values['lastName'] ?? ''));
        $subject = match ($form) {
            'contact' => "{$flag}Contact request from $name, {$values['company']}",
            'vacancy' => "{$flag}Vacancy submitted by $name, {$values['company']}",
            'newsletter' => "{$flag}Newsletter sign-up: {$values['email']}",
        };
        $rows = [];
        // Each field under the label the API's messages use (the contract's), in page order; not the consent,
        // which every stored submission has given.
        foreach (Forms::fields($form) as $key => $field) {
            if ($field['kind'] !== 'consent' && array_key_exists($key, $values)) {
                $value = $values[$key];
                $rows[$field['label']] = is_array($value) ? implode(', ', array_map('strval', $value)) : (string) $value;
            }
        }
        if ($cv !== null) {
            $label = Forms::upload($form)['label'] ?? 'File';
            $rows[$label] = sprintf('%s, attached (%d KB, %s; stored as %s)', $cv->originalName, (int) ceil($cv->size / 1024), $cv->type, $cv->storedName);
        }
        $who = $name !== '' ? $name : $values['email'];
        $intro = sprintf('New %s from the ONAS website.', lcfirst(self::TITLES[$form]));
        $closing = [
            "Reply to this e-mail to answer $who directly.",
            "Record: $form #$recordId",
        ];
        if ($suspectedSpam) {
            array_unshift($closing, self::SPAM_NOTE);
        }

        $text = [$intro, ''];
        foreach ($rows as $label => $value) {
            $text[] = str_contains($value, "\n") ? "$label:\n$value" : "$label: $value";
        }
        $text = [...$text, '', ...$closing];

        $html = self::page($subject, '<p>' . self::e($intro) . '</p>'
            . '<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse">'
            . implode('', array_map(
                static fn (string $label, string $value): string => '<tr><th align="left" valign="top" style="padding-right:16px;white-space:nowrap">'
                    . self::e($label) . '</th><td>' . self::multiline($value) . '</td></tr>',
                array_keys($rows),
                $rows,
            ))
            . '</table>'
            . implode('', array_map(static fn (string $line): string => '<p style="color:#555555">' . self::e($line) . '</p>', $closing)));

        $messages = [[
            'recipient' => implode(', ', $config->recipients($form)),
            'reply_to' => (string) $values['email'],
            'reply_to_name' => $name,
            'subject' => $subject,
            'body' => implode("\n", $text) . "\n",
            'html' => $html,
            'attachment_file' => $cv?->storedName,
            'attachment_name' => $cv?->originalName,
            'attachment_type' => $cv?->type,
        ]];
        return $messages;
    }

    private static function page(string $title, string $content): string
    {
        return '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>' . self::e($title) . "</title></head>\n"
            . '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">'
            . "\n" . $content . "\n</body></html>\n";
    }

    /** Escapes a submitted value for HTML: markup arrives as text, never as markup. */
    private static function e(string $value): string
    {
        return htmlspecialchars($value, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
    }

    private static function multiline(string $value): string
    {
        return str_replace("\n", "<br>\n", self::e($value));
    }
}
