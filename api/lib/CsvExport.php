<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * CSV export of one form's records, oldest first, for bin/export.php: UTF-8 with a byte order mark, comma
 * separated. Cells that a spreadsheet would run as a formula are neutralised with a quote, also where a
 * spreadsheet that splits on ";" (Excel in German, French, Dutch...) or on a line break would start a
 * new cell inside one of ours.
 *
 * No "sep=," first line: Excel then ignores the byte order mark and reads every name as Windows-1252
 * (Zoë becomes ZoÃ«), and the line is one more row for every other program. Instead a cell holding a ";"
 * is always enclosed in double quotes, so that a reader splitting on ";" keeps it whole.
 */
final class CsvExport
{
    /** Tells Excel the file is UTF-8; without it, Excel on Windows reads it as the local 8-bit code page. */
    private const BOM = "\xEF\xBB\xBF";

    /** @var array<string, array<string, string>> export name => column => SQL expression */
    private const COLUMNS = [
        'contacts' => [
            'id' => 'id', 'created_at' => 'created_at',
            'first_name' => 'first_name', 'last_name' => 'last_name', 'email' => 'email',
            'company' => 'company', 'service' => 'service', 'message' => 'message',
            'suspected_spam' => 'suspected_spam', 'mail_status' => 'mail_status',
        ],
        'vacancies' => [
            'id' => 'id', 'created_at' => 'created_at',
            'first_name' => 'first_name', 'last_name' => 'last_name', 'email' => 'email', 'phone' => 'phone',
            'company' => 'company', 'designation' => 'designation', 'industry' => 'industry',
            'service' => 'service', 'notes' => 'notes', 'heard_from' => 'heard_from',
            'terms_accepted' => 'terms_accepted',
            'resume_file' => 'resume_file', 'resume_original_name' => 'resume_original_name',
            'resume_type' => 'resume_type', 'resume_size' => 'resume_size',
            'suspected_spam' => 'suspected_spam', 'mail_status' => 'mail_status',
        ],
        'newsletter' => [
            'id' => 'id', 'created_at' => 'created_at', 'email' => 'email',
            'suspected_spam' => 'suspected_spam', 'mail_status' => 'mail_status',
        ],
    ];

    /** @return list<string> */
    public static function names(): array
    {
        return array_keys(self::COLUMNS);
    }

    /** @param resource $out */
    public static function write(Database $db, string $name, ?string $sinceDate, $out): int
    {
        $columns = self::COLUMNS[$name] ?? throw new \InvalidArgumentException("Unknown export '$name'");
        $sql = sprintf('SELECT %s FROM %s', implode(', ', $columns), $name);
        $params = [];
        if ($sinceDate !== null) {
            $sql .= ' WHERE created_at >= :since';
            $params['since'] = $sinceDate . 'T00:00:00Z';
        }
        $rows = $db->run($sql . ' ORDER BY id', $params);
        fwrite($out, self::BOM . self::line(array_keys($columns)));
        $count = 0;
        foreach ($rows as $row) {
            if ($name === 'vacancies') {
                $row['heard_from'] = implode('; ', (array) json_decode((string) $row['heard_from'], true));
            }
            fwrite($out, self::line(array_map(self::cell(...), array_values($row))));
            $count++;
        }
        return $count;
    }

    /**
     * One CSV line (RFC 4180 quoting, "\n" ending). A cell is enclosed in double quotes when it holds a
     * comma, quote, line break, tab, space (as fputcsv does) or a semicolon.
     *
     * @param list<string> $cells
     */
    public static function line(array $cells): string
    {
        $quoted = array_map(
            static fn (string $cell): string => strpbrk($cell, ",;\"\r\n\t ") === false
                ? $cell
                : '"' . str_replace('"', '""', $cell) . '"',
            $cells,
        );
        return implode(',', $quoted) . "\n";
    }

    /**
     * A cell a spreadsheet would run as a formula gets a leading quote: one that starts with = + - @ (or
     * their fullwidth forms), tab or CR, also behind leading spaces or invisible format characters
     * (U+200B, U+FEFF...), which some spreadsheets skip. The same trigger right after a comma, semicolon,
     * tab or line break inside the cell gets a quote in front of it too ("x;=1+1" becomes "x;'=1+1"):
     * a spreadsheet that splits there would otherwise run what follows.
     */
    public static function cell(mixed $value): string
    {
        $value = (string) $value;
        $unicode = mb_check_encoding($value, 'UTF-8');
        $gap = $unicode ? '[\s\p{Z}\p{Cf}]*' : '[\s]*';
        $sign = $unicode ? '[=+\-@\x{FF1D}\x{FF0B}\x{FF0D}\x{FF20}\x{2212}]' : '[=+\-@]';
        $flags = $unicode ? 'u' : '';
        $inner = (string) preg_replace("/([,;\\t\\r\\n]$gap)(?=$sign)/$flags", "\$1'", $value);
        return preg_match("/^$gap$sign|^[\\t\\r]/$flags", $value) === 1 ? "'" . $inner : $inner;
    }
}
