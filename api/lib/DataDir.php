<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * The private data directory: database, uploads/, logs, the IP-hash salt and lock files. Created on first
 * use with a deny-all .htaccess; the endpoints refuse to use one inside the document root unless a
 * setting allows it (assertNotServed).
 */
final class DataDir
{
    private const DENY_ALL = "Require all denied\n";

    private function __construct(private readonly string $root)
    {
    }

    public static function prepare(string $root): self
    {
        foreach ([$root, $root . '/uploads'] as $dir) {
            if (!is_dir($dir) && !@mkdir($dir, 0770, true) && !is_dir($dir)) {
                throw new \RuntimeException("Cannot create the data directory $dir");
            }
        }
        if (!is_file($root . '/.htaccess')) {
            self::writeOnce($root . '/.htaccess', self::DENY_ALL);
        }
        return new self($root);
    }

    /**
     * Folder names hosting panels give web roots: cPanel's public_html (an add-on domain's document root is
     * often a folder inside the primary domain's public_html), Apache's htdocs, Plesk's httpdocs. A data path
     * below one of them is served by some domain even when it lies outside this request's document root.
     */
    private const WEB_ROOT_NAMES = ['public_html', 'htdocs', 'httpdocs'];

    /**
     * Refuses private data ($what: the data directory, or a `sqlite:` database file) inside the web server's
     * document root, or below a folder named like a web root (WEB_ROOT_NAMES), where the database and the CVs
     * could be downloaded from a server that ignores .htaccess, unless $allowed. Outside a web request (no
     * document root) there is nothing to check.
     */
    public static function assertNotServed(string $root, ?string $documentRoot, bool $allowed, string $what = 'data_dir'): void
    {
        if ($allowed || $documentRoot === null || $documentRoot === '') {
            return;
        }
        $docRoot = self::resolve($documentRoot);
        $data = self::resolve($root);
        if ($data === $docRoot || str_starts_with($data . '/', rtrim($docRoot, '/') . '/')) {
            throw new \RuntimeException(
                "$what ($root) lies inside the document root ($documentRoot): move it outside the web root "
                . "or set allow_data_dir_in_web_root to true"
            );
        }
        $webRootName = array_intersect(explode('/', $data), self::WEB_ROOT_NAMES);
        if ($webRootName !== []) {
            throw new \RuntimeException(
                "$what ($root) lies inside a folder named " . reset($webRootName) . ', which is some domain\'s web root '
                . '(on cPanel an add-on domain sits inside the primary domain\'s public_html): move it to a folder '
                . 'no domain serves, e.g. in the home folder, or set allow_data_dir_in_web_root to true'
            );
        }
    }

    /** The real path of $path; for a path that does not exist yet, that of its nearest existing parent plus the rest. */
    private static function resolve(string $path): string
    {
        $path = str_replace('\\', '/', $path);
        $rest = [];
        $current = rtrim($path, '/');
        while ($current !== '' && $current !== '.' && ($real = realpath($current)) === false) {
            array_unshift($rest, basename($current));
            $parent = dirname($current);
            if ($parent === $current) {
                break;
            }
            $current = $parent;
        }
        $base = isset($real) && $real !== false ? $real : $current;
        $resolved = rtrim(str_replace('\\', '/', $base), '/');
        foreach ($rest as $part) {
            if ($part === '..') {
                $resolved = dirname($resolved);
            } elseif ($part !== '.' && $part !== '') {
                $resolved .= '/' . $part;
            }
        }
        return $resolved === '' ? '/' : $resolved;
    }

    public function path(string $name): string
    {
        return $this->root . '/' . $name;
    }

    public function uploads(): string
    {
        return $this->root . '/uploads';
    }

    /**
     * The secret mixed into client IP hashes, so stored hashes cannot be reversed by hashing every IP.
     * Generated once per installation.
     */
    public function salt(): string
    {
        $file = $this->path('ip-salt.key');
        if (!is_file($file)) {
            self::writeOnce($file, bin2hex(random_bytes(32)));
        }
        $salt = trim((string) file_get_contents($file));
        if (strlen($salt) < 32) {
            throw new \RuntimeException('The IP salt file is damaged: ' . basename($file));
        }
        return $salt;
    }

    /**
     * Runs $work while holding an exclusive lock on <data>/<name>.lock (other processes wait).
     *
     * @template T
     * @param callable(): T $work
     * @return T
     */
    public function withLock(string $name, callable $work): mixed
    {
        $handle = fopen($this->path($name . '.lock'), 'c');
        if ($handle === false || !flock($handle, LOCK_EX)) {
            throw new \RuntimeException("Cannot lock $name");
        }
        try {
            return $work();
        } finally {
            flock($handle, LOCK_UN);
            fclose($handle);
        }
    }

    /**
     * Writes a file that must never be replaced once it exists: written aside, then hard-linked into place,
     * which fails (harmlessly) if another request got there first. Hosts that disable link() get a rename.
     */
    private static function writeOnce(string $file, string $content): void
    {
        $temp = $file . '.' . bin2hex(random_bytes(6)) . '.tmp';
        file_put_contents($temp, $content);
        chmod($temp, 0640);
        $linked = function_exists('link') && @link($temp, $file);
        if ($linked || is_file($file)) {
            unlink($temp);
            return;
        }
        rename($temp, $file);
    }
}
