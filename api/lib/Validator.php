<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Checks submitted values against a form's field rules (see Forms) and returns the cleaned values or
 * one message per failing field, each naming the field and the problem.
 */
final class Validator
{
    private const CONSENT_VALUES = ['true', 'on', '1', 'yes'];

    /**
     * @param array<string, array<string, mixed>> $fields
     * @param array<string, mixed> $input
     * @return array{values: array<string, mixed>, errors: array<string, string>}
     */
    public static function validate(array $fields, array $input): array
    {
        $values = [];
        $errors = [];
        foreach ($fields as $name => $rule) {
            $raw = $input[$name] ?? null;
            [$value, $error] = match ($rule['kind']) {
                'consent' => self::consent($rule, $raw),
                'options' => self::options($rule, $raw),
                default => self::single($rule, $raw),
            };
            if ($error !== null) {
                $errors[$name] = $error;
            } else {
                $values[$name] = $value;
            }
        }
        return ['values' => $values, 'errors' => $errors];
    }

    /**
     * A dot-atom local part (RFC 5322 atext, no quotes or comments) of at most 64 characters, an @, and a
     * domain name of at least two LDH labels whose last one is not all digits; 254 characters in all.
     * No IP literals, no non-ASCII. The pattern and the lengths come from the form contract (Forms);
     * site/components/forms/rules.ts applies the same rule; both are tested
     * with test/fixtures/email-addresses.json.
     *
     * And an address PHPMailer takes (mailerAccepts): one it refuses (ann@mail.1a: its last label starts
     * with a digit) would be accepted here and then never sent.
     */
    public static function isEmail(string $value): bool
    {
        if (strlen($value) > Forms::limit('email') || preg_match(Forms::emailPattern(), $value) !== 1) {
            return false;
        }
        $at = (int) strrpos($value, '@');
        return $at <= Forms::limit('emailLocal')
            && !ctype_digit(substr($value, (int) strrpos($value, '.') + 1))
            && self::mailerAccepts($value);
    }

    /**
     * Whether Mailer could put the address in a message: PHPMailer::validateAddress in the mode Mailer uses
     * (it never sets one: PHPMailer::$validator, by default 'php', PHP's FILTER_VALIDATE_EMAIL), the check
     * addAddress and addReplyTo make. Without PHPMailer installed (MailLibrary: the submission is then kept
     * and its mail waits), the check that default mode makes.
     */
    public static function mailerAccepts(string $address): bool
    {
        $mailer = 'PHPMailer\\PHPMailer\\PHPMailer';
        return class_exists($mailer) ? $mailer::validateAddress($address) : filter_var($address, FILTER_VALIDATE_EMAIL) !== false;
    }

    /**
     * @param array<string, mixed> $rule
     * @return array{0: string|null, 1: string|null}
     */
    private static function single(array $rule, mixed $raw): array
    {
        $label = $rule['label'];
        $messages = $rule['messages'] ?? [];
        if ($raw === null) {
            $raw = '';
        }
        if (!is_string($raw)) {
            return [null, "$label must be text."];
        }
        if (!mb_check_encoding($raw, 'UTF-8')) {
            return [null, "$label is not valid UTF-8 text."];
        }
        $multiline = $rule['multiline'] ?? false;
        if ($multiline) {
            $raw = str_replace(["\r\n", "\r"], "\n", $raw);
        } elseif ($rule['kind'] !== 'email') {
            // Invisible format characters (U+202E, U+200B...) go; an e-mail address holding one is refused below.
            $raw = Text::stripFormatCharacters($raw);
        }
        $value = Text::trim($raw);
        if ($value === '') {
            return ($rule['required'] ?? false)
                ? [null, $messages['required'] ?? "$label is required."]
                : ['', null];
        }
        if ($rule['kind'] === 'email') {
            // One rule, shared with the browser: anything but a plain address gets the same message.
            return self::isEmail($value) ? [$value, null] : [null, $messages['invalid'] ?? "$label must be a valid email address."];
        }
        if (Text::hasControlCharacters($value, $multiline)) {
            return [null, $multiline
                ? "$label contains control characters that are not allowed."
                : "$label must not contain line breaks or control characters."];
        }
        $max = $rule['max'] ?? null;
        if ($max !== null && mb_strlen($value, 'UTF-8') > $max) {
            return [null, "$label must be at most $max characters."];
        }
        if ($rule['kind'] === 'option' && !in_array($value, $rule['options'], true)) {
            return [null, "$label must be one of: " . implode(', ', $rule['options']) . '.'];
        }
        if (isset($rule['pattern']) && preg_match(Forms::pattern($rule['pattern']), $value) !== 1) {
            return [null, "$label {$rule['patternHint']}"];
        }
        return [$value, null];
    }

    /**
     * Zero or more choices; a single value counts as one choice.
     *
     * @param array<string, mixed> $rule
     * @return array{0: list<string>|null, 1: string|null}
     */
    private static function options(array $rule, mixed $raw): array
    {
        $label = $rule['label'];
        $items = $raw === null ? [] : (is_array($raw) ? $raw : [$raw]);
        $chosen = [];
        foreach ($items as $item) {
            if (!is_string($item) || !mb_check_encoding($item, 'UTF-8')) {
                return [null, "$label must be a list of: " . implode(', ', $rule['options']) . '.'];
            }
            $item = Text::trim($item);
            if ($item === '') {
                continue;
            }
            if (!in_array($item, $rule['options'], true)) {
                return [null, "$label must be one or more of: " . implode(', ', $rule['options']) . '.'];
            }
            $chosen[$item] = true;
        }
        return [array_keys($chosen), null];
    }

    /**
     * @param array<string, mixed> $rule
     * @return array{0: bool|null, 1: string|null}
     */
    private static function consent(array $rule, mixed $raw): array
    {
        $accepted = $raw === true
            || (is_string($raw) && in_array(strtolower(trim($raw)), self::CONSENT_VALUES, true));
        return $accepted ? [true, null] : [null, $rule['messages']['required']];
    }
}
