<?php
declare(strict_types=1);

namespace Onas\Api;

/**
 * The three forms' fields and rules, mirroring the site's client-side checks (spec sections 5 and 9)
 * plus the server-only limits: lengths, e-mail format, character set.
 *
 * Field keys: label, kind (text|email|option|options|consent), required, max (characters), multiline,
 * options, pattern + patternHint, and messages (required|invalid) to override the default wording.
 */
final class Forms
{
    public const SERVICES = ['Consulting', 'Staffing', 'Training', 'Software Development', 'Other'];
    public const INDUSTRIES = ['IT', 'Finance', 'Healthcare', 'Education', 'Manufacturing', 'Other'];
    public const HEARD_FROM = ['Instagram', 'YouTube', 'LinkedIn', 'Referral', 'Other'];

    public const NAME_MAX = 100;
    public const EMAIL_MAX = 254;
    public const PHONE_MAX = 30;
    public const LONG_TEXT_MAX = 5000;

    public const FILE_REQUIRED = 'Please upload a file (PDF, DOC, DOCX)';
    public const FILE_TYPE = 'Only PDF, DOC, or DOCX files are allowed';
    public const TERMS_REQUIRED = 'You must accept terms and conditions';

    /** @return array<string, array<string, mixed>> */
    public static function fields(string $form): array
    {
        return match ($form) {
            'newsletter' => [
                'email' => self::email('Email', [
                    'required' => 'Please enter your email.',
                    'invalid' => 'Please enter a valid email address.',
                ]),
            ],
            'contact' => [
                'firstName' => self::name('First name'),
                'lastName' => self::name('Last name'),
                'email' => self::email('Email'),
                'company' => self::name('Company'),
                'service' => self::option('Service', self::SERVICES),
                'message' => self::longText('Message', true),
            ],
            'vacancy' => [
                'firstName' => self::name('First name'),
                'lastName' => self::name('Last name'),
                'email' => self::email('Business email'),
                'phone' => [
                    'label' => 'Phone', 'kind' => 'text', 'required' => true, 'max' => self::PHONE_MAX,
                    'pattern' => '/^[0-9 +\-().]+$/',
                    'patternHint' => 'may contain only digits, spaces and + - ( ) .',
                ],
                'company' => self::name('Company'),
                'designation' => self::name('Designation'),
                'industry' => self::option('Industry', self::INDUSTRIES),
                'service' => self::option('Service', self::SERVICES),
                'notes' => self::longText('Notes', false),
                'heardFrom' => ['label' => 'How you heard about us', 'kind' => 'options', 'options' => self::HEARD_FROM],
                'terms' => ['label' => 'Terms', 'kind' => 'consent', 'messages' => ['required' => self::TERMS_REQUIRED]],
            ],
            default => throw new \InvalidArgumentException("Unknown form '$form'"),
        };
    }

    /** @return array<string, mixed> */
    private static function name(string $label): array
    {
        return ['label' => $label, 'kind' => 'text', 'required' => true, 'max' => self::NAME_MAX];
    }

    /**
     * @param array<string, string> $messages
     * @return array<string, mixed>
     */
    private static function email(string $label, array $messages = []): array
    {
        return ['label' => $label, 'kind' => 'email', 'required' => true, 'max' => self::EMAIL_MAX, 'messages' => $messages];
    }

    /**
     * @param list<string> $options
     * @return array<string, mixed>
     */
    private static function option(string $label, array $options): array
    {
        return ['label' => $label, 'kind' => 'option', 'required' => true, 'options' => $options];
    }

    /** @return array<string, mixed> */
    private static function longText(string $label, bool $required): array
    {
        return ['label' => $label, 'kind' => 'text', 'required' => $required, 'max' => self::LONG_TEXT_MAX, 'multiline' => true];
    }
}
