<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Finds what a PDF reader could run, start, send, fetch or unpack: JavaScript, launch, submit, import and
 * remote go-to actions, embedded files, rich media, XFA forms, and links to anything but a web page or an
 * e-mail address (a file: or \\host\share link makes Windows send the reader's NTLM credentials).
 *
 * The file is parsed by qpdf (QpdfRunner), not scanned as bytes: a byte scanner guesses where objects
 * and stream data are, and a file built to be read one way by the scanner and another way by the reader
 * got past it (issue #40, finding H). qpdf reads the objects the way a reader does, through the cross-
 * reference table or stream, into object streams whatever their filters and predictors, and lists each
 * one with its dictionary and its names and strings decoded (PdfObjects). Every value of every object,
 * stream dictionaries and the trailer included, is walked. What qpdf cannot read cleanly (an error, or a
 * warning that it repaired a damaged file, which another reader may repair differently) is refused.
 */
final class PdfInspector
{
    /** Keys that carry a script, a file inside the PDF, rich media or an XFA form wherever they appear. */
    private const DANGEROUS_KEYS = ['JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA', 'RichMediaContent', 'RichMediaSettings'];

    /** Names that, as a value (an action's /S, an annotation's /Subtype, a stream's /Type), mean the same. */
    private const DANGEROUS_NAMES = ['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'GoToR', 'GoToE', 'EmbeddedFile',
        'FileAttachment', 'RichMedia'];

    /** Schemes a link may have: a web page or an e-mail address. Anything else, or no scheme, is refused. */
    private const LINK = '/^(?:https?|mailto):/i';

    /** @return string|null why the file is refused (for the log), or null when nothing was found */
    public static function refusal(string $path, ?QpdfRunner $qpdf = null): ?string
    {
        $qpdf ??= QpdfRunner::fromConfig();
        try {
            // Only the objects ("qpdf" key): the other keys summarise pages, outlines and forms, at a cost.
            $result = $qpdf->run(['--json=2', '--json-key=qpdf', '--json-stream-data=none', $path]);
        } catch (\RuntimeException $e) {
            return 'PDF not inspected: ' . $e->getMessage();
        }
        $problem = self::qpdfProblem($result);
        if ($problem !== null) {
            return $problem;
        }
        try {
            $objects = PdfObjects::fromJson($result['output']);
        } catch (\UnexpectedValueException $e) {
            return 'PDF not inspected: ' . $e->getMessage();
        }
        foreach ($objects->all() as $key => $value) {
            $found = self::dangerIn($value, $objects);
            if ($found !== null) {
                return "PDF $found in $key";
            }
        }
        return null;
    }

    /**
     * Why qpdf's run does not count as a clean read, or null when it does (exit code 0).
     *
     * @param array{exit: int, output: string, errors: string} $result
     */
    public static function qpdfProblem(array $result): ?string
    {
        $first = trim(strtok($result['errors'], "\n") ?: '');
        return match ($result['exit']) {
            0 => null,
            QpdfRunner::EXIT_WARNINGS => "PDF damaged (qpdf repaired it, another reader may not do the same): $first",
            QpdfRunner::EXIT_ERRORS => "PDF unreadable (qpdf): $first",
            default => "PDF unreadable (qpdf exit code {$result['exit']}): $first",
        };
    }

    /** What is dangerous in a value or anything inside it, or null. */
    private static function dangerIn(mixed $value, PdfObjects $objects): ?string
    {
        $name = PdfObjects::name($value);
        if ($name !== null) {
            return in_array($name, self::DANGEROUS_NAMES, true) ? "names /$name" : null;
        }
        if (!is_array($value)) {
            return null;
        }
        foreach ($value as $key => $item) {
            if (is_string($key)) {
                $keyName = PdfObjects::name($key) ?? $key;
                if (in_array($keyName, self::DANGEROUS_KEYS, true)) {
                    return "has the key /$keyName";
                }
                if ($keyName === 'URI') {
                    $found = self::linkDanger($objects->resolve($item));
                    if ($found !== null) {
                        return $found;
                    }
                }
            }
            $found = self::dangerIn($item, $objects);
            if ($found !== null) {
                return $found;
            }
        }
        return null;
    }

    /**
     * A /URI action's target must be a web or mail address. The catalog's /URI is a dictionary (its /Base
     * only completes relative links, and those are refused here), so a dictionary passes.
     */
    private static function linkDanger(mixed $target): ?string
    {
        if (is_array($target) && !array_is_list($target)) {
            return null;
        }
        $uri = PdfObjects::text($target);
        if ($uri === null) {
            return 'has a /URI that is not a string';
        }
        if (preg_match(self::LINK, $uri) === 1) {
            return null;
        }
        // The scheme is enough for the log; the rest is the sender's text.
        return 'links to ' . (preg_match('/^[A-Za-z][A-Za-z0-9+.-]*:/', $uri, $m) === 1 ? "a $m[0] URI" : 'a URI without http, https or mailto');
    }
}
