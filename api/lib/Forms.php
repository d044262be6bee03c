<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * The form contract: the three forms' fields and rules, messages, limits, the anti-spam field names and
 * the no-JavaScript result codes. They are not written here: api/config/forms.json is generated from the site's
 * content/forms.ts (`npm run forms`), so the browser and the API check the same rules.
 *
 * Field keys: label, kind (text|email|option|options|consent), required, max (characters), multiline,
 * options, pattern (a regular expression source) + patternHint, messages (required|invalid) to
 * override the default wording, and column (where it is stored). A form's file field is its upload:
 * field, part (the multipart name), label and column (the prefix of its four columns).
 */
final class Forms
{
    /** @var array<string, mixed>|null */
    private static ?array $contract = null;

    /** @return array<string, mixed> */
    private static function contract(): array
    {
        if (self::$contract === null) {
            $file = dirname(__DIR__) . '/config/forms.json';
            $text = @file_get_contents($file);
            $contract = is_string($text) ? json_decode($text, true) : null;
            if (!is_array($contract)) {
                throw new \RuntimeException("The form contract cannot be read: $file");
            }
            self::$contract = $contract;
        }
        return self::$contract;
    }

    /** @return array<string, array<string, mixed>> */
    public static function fields(string $form): array
    {
        $fields = self::contract()['fields'][$form] ?? null;
        if (!is_array($fields)) {
            throw new \InvalidArgumentException("Unknown form '$form'");
        }
        return $fields;
    }

    /** @return list<string> the forms, in the contract's order */
    public static function names(): array
    {
        return array_keys(self::contract()['tables']);
    }

    /** The table that stores the submissions of $form. */
    public static function table(string $form): string
    {
        return (string) (self::contract()['tables'][$form] ?? throw new \InvalidArgumentException("Unknown form '$form'"));
    }

    /** @return array{field: string, part: string, label: string, column: string}|null the file field of $form */
    public static function upload(string $form): ?array
    {
        return self::contract()['uploads'][$form] ?? null;
    }

    /** A message of the contract: fileRequired, fileType or termsRequired. */
    public static function message(string $name): string
    {
        return (string) self::contract()['messages'][$name];
    }

    /** The answer to an accepted submission of $form. */
    public static function success(string $form): string
    {
        return (string) self::contract()['messages']['success'][$form];
    }

    /** Longest value of a kind of field (name, email, emailLocal, phone, longText), in characters. */
    public static function limit(string $name): int
    {
        return (int) self::contract()['limits'][$name];
    }

    /** The name of an anti-spam field: honeypot or startedAt. */
    public static function guardField(string $name): string
    {
        return (string) self::contract()['guardFields'][$name];
    }

    /**
     * The result codes the no-JavaScript redirect may name for $form (the page prerenders one fixed message per
     * code); only the three every form has when the contract cannot be read.
     *
     * @return list<string>
     */
    public static function resultCodes(string $form): array
    {
        try {
            return array_values(array_map('strval', self::contract()['resultCodes'][$form] ?? []));
        } catch (\RuntimeException) {
            return ['sent', 'failed', 'error']; // the fault itself is reported on validation
        }
    }

    /** A regular expression source of the contract as a PCRE pattern ($ matches only at the very end). */
    public static function pattern(string $source): string
    {
        return '~' . str_replace('~', '\~', $source) . '~D';
    }

    /** The e-mail address pattern, as a PCRE pattern. */
    public static function emailPattern(): string
    {
        return self::pattern((string) self::contract()['emailPattern']);
    }
}
