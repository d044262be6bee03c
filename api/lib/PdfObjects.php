<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Every object of a PDF as qpdf lists it in its JSON format version 2 (`qpdf --json=2 --json-key=qpdf`,
 * https://qpdf.readthedocs.io/en/stable/json.html): each object that the cross-reference table or stream
 * and the object streams reach, and the trailer, with names and strings already decoded by qpdf. In that
 * format every PDF value is a JSON value: a dictionary a JSON object keyed by names, an array a JSON
 * array, numbers, booleans and null as themselves, and everything else a JSON string that says what it
 * is: "/Name" (or "n:/Name" with #xx escapes, for names that are not UTF-8), "u:text" (a PDF string as
 * UTF-8), "b:0a1b" (a PDF string's bytes in hex), "12 0 R" (a reference).
 */
final class PdfObjects
{
    /** Nesting deeper than this is no CV; json_decode fails on it, and the file is refused. */
    private const MAX_DEPTH = 256;

    /** @param array<string, mixed> $objects */
    private function __construct(private readonly array $objects)
    {
    }

    /**
     * @throws \UnexpectedValueException when the text is not qpdf's JSON version 2
     */
    public static function fromJson(string $json): self
    {
        try {
            // A name that is not valid UTF-8 comes through as raw bytes; substituted, it still cannot equal
            // any of the ASCII names the inspection looks for.
            $data = json_decode($json, true, self::MAX_DEPTH, JSON_THROW_ON_ERROR | JSON_BIGINT_AS_STRING | JSON_INVALID_UTF8_SUBSTITUTE);
        } catch (\JsonException $e) {
            throw new \UnexpectedValueException('qpdf JSON unreadable: ' . $e->getMessage());
        }
        $qpdf = is_array($data) ? ($data['qpdf'] ?? null) : null;
        if (($data['version'] ?? null) !== 2 || !is_array($qpdf) || !is_array($qpdf[1] ?? null)) {
            throw new \UnexpectedValueException('qpdf JSON without the objects of format version 2');
        }
        $objects = [];
        foreach ($qpdf[1] as $key => $entry) {
            if (!is_array($entry)) {
                throw new \UnexpectedValueException("qpdf JSON: $key is no object entry");
            }
            // A stream is its dictionary here: its data was left out (--json-stream-data=none), and what
            // a reader could run is named in dictionaries, the ones inside object streams included.
            $objects[(string) $key] = array_key_exists('stream', $entry) ? ($entry['stream']['dict'] ?? null) : ($entry['value'] ?? null);
        }
        return new self($objects);
    }

    /** @return array<string, mixed> each object's value by its key ("obj:12 0 R", "trailer") */
    public function all(): array
    {
        return $this->objects;
    }

    /** The value of the object a reference ("12 0 R") points to; null when there is no such object. */
    public function resolve(mixed $value): mixed
    {
        // A reference to a reference is allowed; a loop of them is cut off.
        for ($hops = 0; is_string($value) && preg_match('/^\d+ \d+ R$/', $value) === 1 && $hops < 8; $hops++) {
            $value = $this->objects["obj:$value"] ?? null;
        }
        return $value;
    }

    /** The name a JSON value stands for, without its slash and with #xx escapes decoded; null when it is none. */
    public static function name(mixed $value): ?string
    {
        if (!is_string($value)) {
            return null;
        }
        if (str_starts_with($value, '/')) {
            return substr($value, 1);
        }
        if (str_starts_with($value, 'n:/')) {
            return (string) preg_replace_callback(
                '/#([0-9A-Fa-f]{2})/',
                static fn (array $m): string => chr((int) hexdec($m[1])),
                substr($value, 3),
            );
        }
        return null;
    }

    /** The bytes of the PDF string a JSON value stands for (text as UTF-8); null when it is no string. */
    public static function text(mixed $value): ?string
    {
        if (!is_string($value)) {
            return null;
        }
        if (str_starts_with($value, 'u:')) {
            return substr($value, 2);
        }
        if (str_starts_with($value, 'b:')) {
            $hex = substr($value, 2);
            return preg_match('/^(?:[0-9A-Fa-f]{2})*$/', $hex) === 1 ? (string) hex2bin($hex) : null;
        }
        return null;
    }
}
