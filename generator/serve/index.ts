// `site serve`: build, then serve the output with live reload and the PHP API.
// The request pipeline is an ordered list of middlewares, each from its own file.
// What serve builds (drafts included) goes to a folder of its own under the cache, never to outDir.
import http from 'node:http';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadConfig, serveOutDir, withOutDir, type ResolvedConfig } from '../config.ts';
import { build, createSession, disposeSession, type BuildResult } from '../pipeline/index.ts';
import { formatReport } from '../pipeline/lib/report.ts';
import { formatTypeProblems, typeErrors, watchTypes } from '../pipeline/lib/typecheck.ts';
import { isBuildError } from '../errors.ts';
import { apiProxy, startPhp, type ApiTarget } from './middlewares/api.ts';
import { hostCheck } from './middlewares/host-check.ts';
import { describeClientError } from './client-errors.ts';
import { liveReload, ReloadHub } from './middlewares/live-reload.ts';
import { notFound } from './middlewares/not-found.ts';
import { searchIndex } from './middlewares/search-index.ts';
import { searchDir, searchFiles, startSearchIndex } from '../pipeline/stages/search-index.ts';
import { staticFiles } from './middlewares/static.ts';
import { trailingSlash } from './middlewares/trailing-slash.ts';
import { StyleChangeDetector } from './style-change.ts';
import { runMiddlewares, type Middleware } from './middleware.ts';
import { watchSources } from './watch.ts';

/** The signals that stop `site serve`. */
const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export interface ServeOptions {
  port: number;
  apiUrl?: string;
  php: boolean;
  open: boolean;
  quiet: boolean;
  /** Rebuild and reload on source changes (default true). */
  watch?: boolean;
  /** Client build mode; tests use development to see hydration warnings. */
  mode?: 'production' | 'development';
  /**
   * Build before serving (default true), into serveOutDir(config). false: serve the output folder
   * (outDir) as `site build` left it, like a preview (no watching).
   */
  build?: boolean;
  /**
   * Image variants missing from the cache: 'background' (default) encodes them after the build,
   * 'on-request' only when a browser asks for one. Either way pages show the source until then.
   */
  images?: 'background' | 'on-request';
  /**
   * Keep `tsc --watch` running on config.typecheck's tsconfig and report its errors in the terminal and the
   * page's overlay, never blocking a reload (the CLI's default; off unless true).
   */
  typecheck?: boolean;
  /** Called after every rebuild attempt (tests and benchmarks listen here). */
  onRebuild?: (outcome: { result?: BuildResult; error?: unknown; ms: number }) => void;
}

export interface RunningServer {
  url: string;
  /** The folder served: serve's own build folder, or outDir when serve does not build. */
  outDir: string;
  /** The scratch folder of the served build's bundles (kept between runs, like the rest of the cache). */
  bundleDir: string;
  port: number;
  hub: ReloadHub;
  /** Resolves when the background image encoder has nothing left to do. */
  imagesIdle: () => Promise<void>;
  /** True when no change is waiting to be rebuilt and no rebuild is running (tests wait for it after an edit). */
  settled: () => boolean;
  close: () => Promise<void>;
}

export async function serve(site: ResolvedConfig, options: ServeOptions): Promise<RunningServer> {
  const log = (msg: string) => !options.quiet && console.log(msg);
  const building = options.build !== false;
  const config = building ? withOutDir(site, serveOutDir(site)) : site;
  const newSession = (c: ResolvedConfig) => createSession(c, { incremental: true, imagesInBackground: options.images !== 'on-request' });
  let session = newSession(config);
  const hub = new ReloadHub();
  const outDir = config.abs(config.outDir);

  // Ctrl-C, a service manager's stop, or the terminal closing (SIGHUP): stop cleanly. Taken from the
  // start, before php -S exists: a signal that came before the handlers would take the default action
  // and leave php -S running. A second signal while stopping (`pkill` then `timeout`, Ctrl-C twice)
  // exits at once; the exit handlers still stop php -S. What is not started yet is simply not stopped.
  let watcher: { stop: () => Promise<void>; busy: () => boolean } | undefined;
  let stopTypes: () => void = () => {};
  let api: ApiTarget | undefined;
  let server: http.Server | undefined;
  let closing: Promise<void> | undefined;
  const close = async () => {
    closing ??= (async () => {
      await watcher?.stop();
      stopTypes();
      await disposeSession(session);
      hub.closeAll();
      await api?.stop();
      if (server?.listening) await new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const signal of STOP_SIGNALS) process.removeListener(signal, onSignal);
    })();
    return closing;
  };
  const onSignal = () => {
    if (closing) process.exit(130);
    log('site serve: stopping (a second Ctrl-C stops at once)');
    void close().then(() => process.exit(0));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);

  const initial = !building
    ? undefined
    : await build(session, { fresh: true, mode: options.mode, drafts: true }).catch((e) => {
        hub.setError(e);
        console.error(isBuildError(e) ? e.format() : e);
        return undefined;
      });
  if (initial) log(formatReport(initial));
  if (initial?.images.pending) log(`${initial.images.pending} image variants are encoding in the background; pages show their source pictures until then.`);
  const styles = new StyleChangeDetector(outDir);
  if (initial) styles.snapshot(session.write.written);
  // Indexed after the build, off the path to the first page (and after each reload event below).
  const indexSearch = () => void startSearchIndex(session.incremental!.search).catch((e) => console.error(isBuildError(e) ? e.format() : e));
  indexSearch();

  // Type errors: reported when tsc's answer changes, in the terminal and over the page.
  stopTypes =
    building && options.typecheck && config.typecheck
      ? watchTypes(config, (problems) => {
          const report = formatTypeProblems(problems).join('\n');
          if (report === hub.currentTypeErrors) return;
          hub.setTypeErrors(report);
          if (report) console.error(typeErrors(problems).format());
          else log('types: no errors');
        })
      : () => {};

  if (options.apiUrl) api = { url: options.apiUrl.replace(/\/$/, ''), stop: async () => {} };
  else if (options.php && config.api) api = await startPhp(config, log);

  const middlewares: Middleware[] = [
    hostCheck(), // first: only Host localhost, 127.0.0.1 or [::1] on serve's port (DNS rebinding)
    // /__site/events and the reload snippet in HTML (serve mode only); errors pages throw come back, mapped
    liveReload(hub, (report) => {
      const text = describeClientError(config, report);
      hub.setClientError(text);
      console.error(`site serve: error in the browser: ${text}`);
    }),
    apiProxy(config.api?.mount ?? '/api/', api, { maxBodyBytes: config.api?.maxBodyBytes }), // /api/* → php -S, --api URL, or a 503 that says how to enable it
    // the search index, from memory, made after each rebuild (a request waits for the latest pages' index)
    ...(config.search ? [searchIndex(searchDir(config.search), () => searchFiles(session.incremental!.search))] : []),
    trailingSlash(outDir), // /foo → 301 /foo/ when /foo/index.html exists
    // files from the output folder with content types and ranges; image variants not encoded yet answer with their source
    staticFiles(outDir, (urlPath) => session.incremental?.images.fileFor(urlPath.replace(/^\/+/, ''))),
    notFound(outDir, hub), // 404.html with status 404
  ];
  const listener = http.createServer((req, res) => runMiddlewares(middlewares, req, res));
  server = listener;

  await new Promise<void>((resolve, reject) => {
    listener.once('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EADDRINUSE') {
        reject(new Error(`Port ${options.port} is already in use. Stop the other server or pick another port with --port <n>.`));
      } else reject(e);
    });
    listener.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (listener.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}/`;
  console.log(`site serve: ${url}${api ? `  (API: ${api.url})` : '  (API disabled: /api/* answers 503)'}`);

  const configFile = path.join(config.root, 'site.config.json');
  let configPending = false;
  watcher =
    options.watch === false || !building
      ? { stop: async () => {}, busy: () => false }
      : watchSources(
          config,
          async (changed) => {
            const t = performance.now();
            try {
              const before = new Map(session.write.written);
              // site.config.json changes what every stage does: a new session (nothing kept) and a full build
              // into the same folder. The folders watched, the port and the API stay as serve started.
              // A config that did not load stays pending until one does.
              const restart = configPending || changed.has(configFile);
              if (restart) {
                configPending = true;
                const next = withOutDir(await loadConfig(config.root), config.outDir);
                configPending = false;
                await disposeSession(session);
                session = newSession(next);
              }
              const result = restart
                ? await build(session, { fresh: true, mode: options.mode, drafts: true })
                : await build(session, { fresh: false, mode: options.mode, drafts: true, changed });
              const ms = Math.round(performance.now() - t);
              const hadError = hub.currentError !== undefined;
              hub.setError(undefined);
              // A rebuild that changed no file (a save without changes, or the second event of one in-place
              // write) leaves the page alone; a change that only touched styles swaps the stylesheets in
              // place; anything else, or the first good build after an error, reloads.
              const outputChanged = result.write.written + result.write.removed > 0;
              if (hadError || outputChanged) {
                if (styles.update(before, session.write.written) && !hadError) hub.swapCss();
                else hub.reload();
              }
              indexSearch();
              log(`rebuilt ${result.pages.length} pages in ${ms} ms (${result.write.written} files written)`);
              options.onRebuild?.({ result, ms });
            } catch (e) {
              const ms = Math.round(performance.now() - t);
              hub.setError(e);
              console.error(isBuildError(e) ? e.format() : e);
              options.onRebuild?.({ error: e, ms });
            }
          },
          [configFile],
        );

  if (options.open) {
    const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
    spawn(opener, [url], { stdio: 'ignore', detached: true })
      .on('error', () => log(`could not open a browser; visit ${url}`))
      .unref();
  }

  return {
    url,
    outDir,
    bundleDir: config.bundleDir,
    port,
    hub,
    imagesIdle: () => session.incremental?.images.idle() ?? Promise.resolve(),
    settled: () => !watcher?.busy(),
    close,
  };
}
