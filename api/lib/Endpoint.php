<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * The request pipeline shared by the three form endpoints:
 * method -> origin -> content type -> size -> parse -> honeypot -> (CV form: attempt limit, stored-submission
 * limits asked) -> validate (+ CV inspection) -> room on disk and virus scan (CV) -> store (the stored-submission
 * limits counted) -> mail -> answer.
 */
final class Endpoint
{
    /** The answer to every server fault, a fatal error included (FatalErrorHandler). */
    public const SERVER_FAULT = 'Something went wrong on our side. Please try again later.';
    private const SCAN_UNAVAILABLE = 'We cannot check uploaded files at the moment. Please try again later.';
    private const SCAN_FOUND = 'The file did not pass our virus check. Please send a clean copy.';

    private function __construct(
        private readonly string $form,
        private readonly Config $config,
        private readonly Logger $logger,
    ) {
    }

    /** Entry point called by newsletter.php, contact.php and vacancy.php. */
    public static function run(string $form): void
    {
        ignore_user_abort(true);
        $request = Request::fromGlobals();
        try {
            $config = Config::load();
            ServerRules::assertApplied($_SERVER);
            $documentRoot = $_SERVER['DOCUMENT_ROOT'] ?? null;
            $allowServed = $config->bool('allow_data_dir_in_web_root');
            DataDir::assertNotServed($config->dataDir(), $documentRoot, $allowServed);
            // A database file named in the DSN holds the same data, so it gets the same check.
            DataDir::assertNotServed($config->sqliteFile() ?? $config->dataDir(), $documentRoot, $allowServed, 'the sqlite db_dsn file');
            ClientIp::checkRanges($config->list('trusted_proxies'));
            // A wrong or unsafe mail setting stops the API here, before a visitor's post is accepted (the 'log'
            // transport in production is refused only when a message is sent: the post is kept and queued).
            MailSettings::fromConfig($config);
        } catch (\Throwable $e) {
            // Without settings there is no known data directory: PHP's own error log gets it.
            error_log('onas-api: cannot load the settings: ' . $e->getMessage());
            Responder::emit(500, ['success' => false, 'message' => self::SERVER_FAULT]);
            return;
        }
        $logger = new Logger($config->dataPath('error.log'));
        FatalErrorHandler::logTo($logger);
        try {
            // A PHPMailer older than the one the API is tested with stops the API here, like a wrong mail setting.
            MailLibrary::assertSupported();
        } catch (MailError $e) {
            $logger->error('The API answers 500 to every form: ' . $e->getMessage());
            Responder::emit(500, ['success' => false, 'message' => self::SERVER_FAULT]);
            return;
        }
        $origins = new OriginPolicy($config->list('allowed_origins'), $config->list('trusted_proxies'));
        $plainFormPost = $request->mediaType !== Request::JSON
            && in_array($request->mediaType, self::bodyTypes($form), true)
            && !$request->acceptsJson();
        $responder = new Responder($form, $origins, $request, $plainFormPost);
        FatalErrorHandler::answerWith(static fn () => $responder->send(500, false, self::SERVER_FAULT));
        try {
            $deliver = (new self($form, $config, $logger))->handle($request, $origins);
        } catch (HttpError $e) {
            $responder->send($e->status, false, $e->getMessage(), $e->headers, $e->fields);
            return;
        } catch (\Throwable $e) {
            $logger->exception($e, $form);
            $responder->send(500, false, self::SERVER_FAULT);
            return;
        }
        // The newsletter answers before any mail goes out, on every server: a new address (whose sign-up is
        // mailed to sales) and a known one (nothing is) must not be told apart by how long the answer takes
        // (issue 40, L3). Under PHP-FPM every form answers first; elsewhere a contact or vacancy mails first.
        $answerFirst = $form === 'newsletter' || function_exists('fastcgi_finish_request');
        if ($answerFirst) {
            $responder->sendAndFinish(200, true, Forms::success($form));
        }
        try {
            $deliver();
        } catch (\Throwable $e) {
            $logger->exception($e, $form . ' mail');
        }
        if (!$answerFirst) {
            $responder->send(200, true, Forms::success($form));
        }
    }

    /**
     * Checks and stores the submission; returns the step that sends its e-mails.
     *
     * @return callable(): void
     */
    private function handle(Request $request, OriginPolicy $origins): callable
    {
        if ($request->method !== 'POST') {
            throw HttpError::methodNotAllowed();
        }
        if ($this->config->bool('require_https') && !$origins->isHttps($request)) {
            throw HttpError::forbidden('This form can only be sent over HTTPS.');
        }
        $origins->assertSameSite($request);
        $input = $this->input($request);

        if (self::isFilled($input[Forms::guardField('honeypot')] ?? null)) {
            // Bots fill the hidden field. They get the normal answer and nothing is kept.
            return static function (): void {
            };
        }

        $dataDir = null;
        $db = null;
        if (Forms::upload($this->form) !== null) {
            $dataDir = DataDir::prepare($this->config->dataDir());
            $db = $this->limitBeforeCost($request, $dataDir);
        }

        ['values' => $values, 'errors' => $errors] = Validator::validate(Forms::fields($this->form), $input);
        $upload = null;
        if ($this->form === 'vacancy') {
            $checked = Upload::check($request->files['resume'] ?? null, UploadLimit::bytes($this->config), UploadLimit::label($this->config), $this->logger);
            if ($checked instanceof Upload) {
                $upload = $checked;
            } else {
                $errors['resume'] = $checked;
            }
        }
        if ($errors !== []) {
            // One problem: its message as is. Several: one sentence each.
            throw HttpError::invalid(count($errors) === 1
                ? reset($errors)
                : implode(' ', array_map(self::sentence(...), $errors)), $errors);
        }

        $dataDir ??= DataDir::prepare($this->config->dataDir());
        if ($upload !== null) {
            UploadSpace::assertRoomFor($upload->size, $dataDir->uploads(), $this->config, $this->logger);
            // Before the store, so nothing is kept unscanned; after the limits above, so only a post they let
            // through is scanned.
            $this->scan($upload);
        }
        $db ??= Database::open($this->config, $dataDir);
        $outbox = Outbox::fromConfig($db, $this->config, $this->logger);
        $rateLimiter = $this->rateLimiter($db);
        $submissions = new Submissions($db, $rateLimiter, $outbox, $this->config, $this->logger);
        $ids = $submissions->store($this->form, $values, [
            'ip_hash' => $this->ipHash($request, $dataDir),
            'user_agent' => $request->userAgent(),
            'suspected_spam' => $this->sentTooFast($input[Forms::guardField('startedAt')] ?? null),
        ], $upload, $dataDir->uploads());
        $outbox = $submissions->outbox();

        $logger = $this->logger;
        return static function () use ($outbox, $ids, $rateLimiter, $logger): void {
            $outbox->deliver($ids);
            if (random_int(1, 100) === 1) {
                try {
                    $rateLimiter->prune(time());
                } catch (\Throwable $e) {
                    $logger->exception($e, 'rate limit cleanup');
                }
            }
        };
    }

    /**
     * The submitted fields, from a JSON object, a urlencoded body or a multipart body, after the checks on
     * content type and size.
     *
     * @return array<string, mixed>
     */
    private function input(Request $request): array
    {
        $accepted = self::bodyTypes($this->form);
        if (!in_array($request->mediaType, $accepted, true)) {
            throw HttpError::unsupportedType('Unsupported content type. Send the form as ' . implode(' or ', $accepted) . '.');
        }
        $bodyLimit = $this->config->int('body_max_bytes');
        $bodyTooLarge = sprintf('The request is larger than %d KB.', intdiv($bodyLimit, 1024));
        if ($request->exceededPostMaxSize()) {
            throw HttpError::tooLarge($this->form === 'vacancy'
                ? 'The file is larger than ' . UploadLimit::label($this->config) . '.'
                : $bodyTooLarge);
        }
        // What was actually received counts, not what the headers declared (a chunked body declares nothing).
        if ($request->mediaType === Request::MULTIPART) {
            $received = $request->multipartBytes();
            if ($received['fields'] > $bodyLimit) {
                throw HttpError::tooLarge($bodyTooLarge);
            }
            if ($received['files'] > UploadLimit::bytes($this->config)) {
                throw HttpError::tooLarge('The file is larger than ' . UploadLimit::label($this->config) . '.');
            }
            return $request->post;
        }
        if ($request->mediaType === Request::URLENCODED) {
            $request->body($bodyLimit, $bodyTooLarge);
            return $request->post;
        }
        $body = $request->body($bodyLimit, $bodyTooLarge);
        try {
            $data = json_decode($body, false, 32, JSON_THROW_ON_ERROR | JSON_BIGINT_AS_STRING);
        } catch (\JsonException $e) {
            throw HttpError::badRequest('The request body is not valid JSON.');
        }
        if (!$data instanceof \stdClass) {
            throw HttpError::badRequest('The request body must be a JSON object.');
        }
        return get_object_vars($data);
    }

    /**
     * The virus scan, when clamd_address is set. A file clamd flags is refused (422); when clamd cannot
     * give a verdict the CV is not accepted unscanned: 503, nothing kept, the reason logged.
     */
    private function scan(Upload $upload): void
    {
        $address = $this->config->string('clamd_address');
        if ($address === '') {
            return;
        }
        try {
            $signature = (new ClamdScanner($address, $this->config->int('clamd_timeout')))->scan($upload->path());
        } catch (\RuntimeException $e) {
            $this->logger->error('A CV was refused: no virus scan: ' . $e->getMessage());
            throw new HttpError(503, self::SCAN_UNAVAILABLE, ['Retry-After' => '300']);
        }
        if ($signature !== null) {
            $this->logger->warning('A CV was refused: clamd found ' . $signature, ['name' => $upload->originalName]);
            throw HttpError::invalid(self::SCAN_FOUND);
        }
    }

    /**
     * A form with a file costs real work per post (the CV is parsed, then scanned by clamd), so before any of
     * it: a cheap count of every attempt from this client, refused ones too (issue 40, M2), and the
     * stored-submission limits asked without recording, so that a client over them costs neither parse nor
     * scan. The other forms do nothing costly before the stored-submission limit counts them in the store.
     * Returns the database, opened for the store.
     */
    private function limitBeforeCost(Request $request, DataDir $dataDir): Database
    {
        $ipHash = $this->ipHash($request, $dataDir);
        AttemptLimiter::fromConfig($this->config, $dataDir, $this->form)->hit($ipHash, time());
        $db = Database::open($this->config, $dataDir);
        $rateLimiter = $this->rateLimiter($db);
        $now = time();
        $rateLimiter->assertUnder($this->form, $ipHash, $now);
        $rateLimiter->assertUnderFormCap($this->form, $this->formCap(), $now);
        return $db;
    }

    /** The client's salted address hash, as the rate limits count it (an IPv6 client by its /64). */
    private function ipHash(Request $request, DataDir $dataDir): string
    {
        $ip = ClientIp::of(
            $request,
            $this->config->list('trusted_proxies'),
            $this->config->string('client_ip_header'),
            $this->config->string('client_ip_secret_header'),
            self::clientIpSecret($this->config),
        );
        return ClientIp::hash(ClientIp::rateKey($ip), $dataDir->salt());
    }

    private function rateLimiter(Database $db): RateLimiter
    {
        return new RateLimiter($db, $this->config->int('rate_limit_max'), $this->config->int('rate_limit_window'));
    }

    /** The form's cap on stored submissions per hour from everyone (0: none). */
    private function formCap(): int
    {
        return (int) ($this->config->list('rate_limit_form_per_hour')[$this->form] ?? 0);
    }

    /** The shared secret of a static host's proxy: ONAS_CLIENT_IP_SECRET when set, else the setting. */
    private static function clientIpSecret(Config $config): string
    {
        $fromEnvironment = getenv('ONAS_CLIENT_IP_SECRET') ?: ($_SERVER['ONAS_CLIENT_IP_SECRET'] ?? '');
        return is_string($fromEnvironment) && $fromEnvironment !== '' ? $fromEnvironment : $config->string('client_ip_secret');
    }

    /** @return list<string> the request body types a form accepts */
    private static function bodyTypes(string $form): array
    {
        return $form === 'vacancy' ? [Request::MULTIPART] : [Request::JSON, Request::URLENCODED];
    }

    /** A client that answers within min_submit_seconds of showing the form is probably a bot. */
    private function sentTooFast(mixed $startedAt): bool
    {
        if ($startedAt === null || $startedAt === '') {
            return false; // Without JavaScript the form has no start time.
        }
        if (!is_int($startedAt) && !is_float($startedAt) && !(is_string($startedAt) && is_numeric($startedAt))) {
            return true;
        }
        $elapsedMs = microtime(true) * 1000 - (float) $startedAt;
        return $elapsedMs < $this->config->int('min_submit_seconds') * 1000;
    }

    private static function isFilled(mixed $value): bool
    {
        return is_string($value) ? trim($value) !== '' : ($value !== null && $value !== false && $value !== []);
    }

    private static function sentence(string $message): string
    {
        return preg_match('/[.!?]$/', $message) === 1 ? $message : $message . '.';
    }
}
