<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * The copy of an uploaded PDF that is inspected, stored and mailed: qpdf's rewrite of it. qpdf writes
 * only the objects that the trailer reaches, each once, with a new cross-reference table; no comments,
 * no bytes between objects, no stale revisions, nothing that a reader repairing the file or finding
 * objects its own way could see and the inspection not. So the file HR opens holds exactly the objects
 * PdfInspector looked at. The page content, fonts and pictures are kept byte for byte (stream data
 * preserved); encryption that opens with the empty password (a file that only restricts printing or
 * copying) is removed, so the inspection and the reader see plain objects; a file that needs a password
 * to open cannot be read and is refused.
 */
final class PdfRewriter
{
    public function __construct(private readonly QpdfRunner $qpdf)
    {
    }

    /** @return string|null why the file cannot be rewritten (it is refused), or null when $target holds the rewrite */
    public function rewrite(string $source, string $target): ?string
    {
        try {
            $result = $this->qpdf->run(['--decrypt', '--object-streams=preserve', '--stream-data=preserve', $source, $target]);
        } catch (\RuntimeException $e) {
            return 'PDF not rewritten: ' . $e->getMessage();
        }
        // Warnings (exit code 3) mean qpdf repaired a damaged file: a tail after %%EOF, a wrong offset or
        // /Length. A reader could repair it differently, but no reader gets this file: HR gets the rewrite,
        // which holds qpdf's repair and nothing else, and which must then read without a warning.
        if ($result['exit'] !== QpdfRunner::EXIT_WARNINGS) {
            $problem = PdfInspector::qpdfProblem($result);
            if ($problem !== null) {
                return $problem;
            }
        }
        clearstatcache(true, $target);
        return is_file($target) && filesize($target) > 0 ? null : 'PDF not rewritten: qpdf wrote nothing';
    }
}
