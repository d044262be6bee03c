<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * CSV export of one form's records, oldest first, for bin/export.php. Cells that a spreadsheet would
 * run as a formula are prefixed with a quote.
 */
final class CsvExport
{
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
        fputcsv($out, array_keys($columns), ',', '"', '');
        $count = 0;
        foreach ($rows as $row) {
            if ($name === 'vacancies') {
                $row['heard_from'] = implode('; ', (array) json_decode((string) $row['heard_from'], true));
            }
            fputcsv($out, array_map(self::cell(...), array_values($row)), ',', '"', '');
            $count++;
        }
        return $count;
    }

    /**
     * A cell a spreadsheet would run as a formula gets a leading quote: one that starts with = + - @ (or
     * their fullwidth forms), tab or CR, also behind leading spaces or invisible format characters
     * (U+200B, U+FEFF...), which some spreadsheets skip.
     */
    public static function cell(mixed $value): string
    {
        $value = (string) $value;
        $trigger = '/^[\s\p{Z}\p{Cf}]*[=+\-@\x{FF1D}\x{FF0B}\x{FF0D}\x{FF20}\x{2212}]|^[\t\r]/u';
        if (!mb_check_encoding($value, 'UTF-8')) {
            $trigger = '/^[\s]*[=+\-@]|^[\t\r]/';
        }
        return preg_match($trigger, $value) === 1 ? "'" . $value : $value;
    }
}
