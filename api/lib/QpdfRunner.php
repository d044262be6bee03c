<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * Runs the qpdf command-line tool (https://qpdf.readthedocs.io) on an uploaded PDF. The program is started
 * without a shell (an argument list), so no file name or setting is ever parsed as shell syntax; it gets
 * a wall-time limit, after which it is killed, and its output is read up to a cap, beyond which it is
 * killed too: a hostile PDF may make any parser slow or its output huge, and neither may hold a PHP worker.
 */
final class QpdfRunner
{
    /** qpdf's exit codes (qpdf --help=exit-status): 2 errors, 3 warnings (a damaged file it repaired). */
    public const EXIT_ERRORS = 2;
    public const EXIT_WARNINGS = 3;

    /** What a failed exec gives (the shell's convention, which PHP's proc_open follows): qpdf is not there. */
    private const EXIT_NOT_FOUND = 127;

    /** The most qpdf may write to stderr that is kept: its first warnings are enough for the log. */
    private const MAX_ERRORS = 64 * 1024;

    /**
     * @param string $binary the qpdf program: a name looked up in PATH, or a path
     * @param int $maxOutput the most stdout bytes read; more means the run failed
     */
    public function __construct(
        private readonly string $binary,
        private readonly float $timeoutSeconds = 10.0,
        private readonly int $maxOutput = 16 * 1024 * 1024,
    ) {
    }

    /** The qpdf that config.php's qpdf_path names. */
    public static function fromConfig(): self
    {
        return new self(Config::load()->string('qpdf_path'));
    }

    /** The program this runner starts, for log lines. */
    public function binary(): string
    {
        return $this->binary;
    }

    /** Whether qpdf can be started and says it is qpdf. */
    public function available(): bool
    {
        try {
            $result = $this->run(['--version']);
        } catch (\RuntimeException) {
            return false;
        }
        return $result['exit'] === 0 && str_starts_with($result['output'], 'qpdf version');
    }

    /**
     * @param list<string> $arguments qpdf's arguments (the program itself is added)
     * @return array{exit: int, output: string, errors: string} the exit code, stdout and the start of stderr
     * @throws \RuntimeException when qpdf cannot be started, runs too long or writes too much
     */
    public function run(array $arguments): array
    {
        $pipes = [];
        // A failed exec is a PHP warning and the child's exit code 127; the warning is not the error.
        $process = @proc_open([$this->binary, ...$arguments], [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
        if (!is_resource($process)) {
            throw new \RuntimeException("{$this->binary} could not be started");
        }
        fclose($pipes[0]);
        $streams = [1 => $pipes[1], 2 => $pipes[2]];
        $read = [1 => '', 2 => ''];
        $deadline = microtime(true) + $this->timeoutSeconds;
        $failure = null;
        foreach ($streams as $stream) {
            stream_set_blocking($stream, false);
        }
        while ($streams !== [] && $failure === null) {
            $left = $deadline - microtime(true);
            if ($left <= 0) {
                $failure = sprintf('%s ran longer than %.0f s and was stopped', $this->binary, $this->timeoutSeconds);
                break;
            }
            $ready = array_values($streams);
            $none = null;
            // A signal may interrupt the wait (false); the loop then simply waits again until the deadline.
            if (@stream_select($ready, $none, $none, (int) $left, (int) (fmod($left, 1.0) * 1e6)) === false) {
                continue;
            }
            foreach ($ready as $stream) {
                $index = array_search($stream, $streams, true);
                $chunk = (string) fread($stream, 65536);
                if ($chunk === '' && feof($stream)) {
                    fclose($stream);
                    unset($streams[$index]);
                    continue;
                }
                if ($index === 1) {
                    $read[1] .= $chunk;
                    if (strlen($read[1]) > $this->maxOutput) {
                        $failure = "{$this->binary} wrote more than {$this->maxOutput} bytes and was stopped";
                    }
                } elseif (strlen($read[2]) < self::MAX_ERRORS) {
                    $read[2] .= substr($chunk, 0, self::MAX_ERRORS - strlen($read[2]));
                }
            }
        }
        if ($failure !== null) {
            proc_terminate($process, 9);
            foreach ($streams as $stream) {
                fclose($stream);
            }
            proc_close($process);
            throw new \RuntimeException($failure);
        }
        $exit = proc_close($process);
        if ($exit === self::EXIT_NOT_FOUND && $read[1] === '') {
            throw new \RuntimeException("{$this->binary} could not be started (not installed, or not in PATH)");
        }
        return ['exit' => $exit, 'output' => $read[1], 'errors' => $read[2]];
    }
}
