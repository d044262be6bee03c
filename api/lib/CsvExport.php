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

    /**
     * The exports, one per form table (contacts|vacancies|newsletter), each with its columns: the record's id
     * and time, its fields' and upload's columns (from the contract), and its spam flag and mail status.
     *
     * @return array<string, list<string>> export name => columns
     */
    private static function exports(): array
    {
        $exports = [];
        foreach (Forms::names() as $form) {
            $exports[Forms::table($form)] = ['id', 'created_at', ...array_keys(Schema::formColumns($form)), 'suspected_spam', 'mail_status'];
        }
        return $exports;
    }

    /** @return list<string> */
    public static function names(): array
    {
        return array_keys(self::exports());
    }

    /** @param resource $out */
    public static function write(Database $db, string $name, ?string $sinceDate, $out): int
    {
        $columns = self::exports()[$name] ?? throw new \InvalidArgumentException("Unknown export '$name'");
        $form = (string) array_search($name, array_map([Forms::class, 'table'], array_combine(Forms::names(), Forms::names())), true);
        // A list of options is stored as JSON and exported as one cell, the options separated by '; '.
        $lists = [];
        foreach (Forms::fields($form) as $field) {
            if ($field['kind'] === 'options') {
                $lists[] = $field['column'];
            }
        }
        $sql = sprintf('SELECT %s FROM %s', implode(', ', $columns), $name);
        $params = [];
        if ($sinceDate !== null) {
            $sql .= ' WHERE created_at >= :since';
            $params['since'] = $sinceDate . 'T00:00:00Z';
        }
        $rows = $db->run($sql . ' ORDER BY id', $params);
        fwrite($out, self::BOM . self::line($columns));
        $count = 0;
        foreach ($rows as $row) {
            foreach ($lists as $column) {
                $row[$column] = implode('; ', (array) json_decode((string) $row[$column], true));
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
