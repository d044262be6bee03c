<?php
declare(strict_types=1);

namespace Onas\Api;

/**
 * The wording of the e-mails each submission causes: a notification to the company for every form,
 * and the guide e-mail to a new newsletter subscriber.
 */
final class Notifications
{
    private const LABELS = [
        'firstName' => 'First name',
        'lastName' => 'Last name',
        'email' => 'Email',
        'phone' => 'Phone',
        'company' => 'Company',
        'designation' => 'Designation',
        'industry' => 'Industry',
        'service' => 'Service',
        'heardFrom' => 'Heard about us from',
        'message' => 'Message',
        'notes' => 'Notes',
    ];

    /**
     * @param array<string, mixed> $values validated values
     * @param array<string, string> $extra more lines for the body
     * @return list<array{recipient: string, reply_to: string, subject: string, body: string}>
     */
    public static function forSubmission(string $form, int $recordId, array $values, array $extra, bool $suspectedSpam, Config $config): array
    {
        $flag = $suspectedSpam ? '[possible spam] ' : '';
        $name = trim(($values['firstName'] ?? '') . ' ' . ($values['lastName'] ?? ''));
        $subject = match ($form) {
            'contact' => "{$flag}Contact request from $name, {$values['company']}",
            'vacancy' => "{$flag}Vacancy submitted by $name, {$values['company']}",
            'newsletter' => "{$flag}Newsletter sign-up: {$values['email']}",
        };
        $lines = ["A visitor sent the $form form on the ONAS website.", ''];
        foreach (self::LABELS as $key => $label) {
            if (!array_key_exists($key, $values)) {
                continue;
            }
            $value = is_array($values[$key]) ? implode(', ', $values[$key]) : (string) $values[$key];
            $lines[] = str_contains($value, "\n") ? "$label:\n$value" : "$label: $value";
        }
        foreach ($extra as $label => $value) {
            $lines[] = "$label: $value";
        }
        $lines[] = '';
        $lines[] = "Record: $form #$recordId";
        if ($suspectedSpam) {
            $lines[] = 'The form was sent back within seconds of being shown, which is typical of bots.';
        }
        $messages = [[
            'recipient' => $config->string('notify_to'),
            'reply_to' => $values['email'],
            'subject' => $subject,
            'body' => implode("\n", $lines) . "\n",
        ]];
        if ($form === 'newsletter') {
            $messages[] = self::guide($values['email'], $config);
        }
        return $messages;
    }

    /** @return array{recipient: string, reply_to: string, subject: string, body: string} */
    private static function guide(string $email, Config $config): array
    {
        $body = implode("\n", [
            'Hello,',
            '',
            'Thank you for subscribing to ONAS updates. Here is your copy of the ONAS AI Solutions Guide:',
            '',
            $config->string('guide_url'),
            '',
            'It walks through our AI consulting, generative AI, data engineering and AI governance services,',
            'and how an engagement with us runs. Reply to this e-mail if you would like to talk to our team.',
            '',
            'ONAS',
            '',
            'You receive this e-mail because this address was entered in the newsletter form on our website.',
        ]);
        return [
            'recipient' => $email,
            'reply_to' => $config->string('notify_to'),
            'subject' => 'Your ONAS AI Solutions Guide',
            'body' => $body . "\n",
        ];
    }
}
