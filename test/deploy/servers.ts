// Real web servers for the deploy tests: Debian's nginx + PHP-FPM with the shipped deploy/nginx.conf,
// and Apache 2.4 with mod_php reading the built dist/.htaccess and api/.htaccess. Each runs in the
// foreground in its own process group, on a free loopback port, with every file (config, pid, logs,
// temp folders, socket) under one scratch folder. As root (CI) the worker processes run as nobody.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import type { Test } from 'uvu';
import { launchBrowser } from '../support/browser.ts';
import { type Certificate, selfSignedCertificate } from '../support/certificate.ts';
import { freePort } from '../support/free-port.ts';
import { startGroup, waitUntil } from '../support/process-group.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The layout of docs/deploy.md in a scratch folder: public/ (dist + the endpoints in api/), api/ (the API's code), data/, api-config.php. */
export interface Layout {
  dir: string;
  webRoot: string;
  dataDir: string;
  configFile: string;
  /** The built site alone (for comparing served bytes with files). */
  dist: string;
}

export interface Served {
  url: string;
  /** Error logs of the server and PHP. */
  logs: () => string;
  stop: () => Promise<void>;
}

const isRoot = process.getuid?.() === 0;
const WORKER_USER = 'nobody';

function workerGroup(): string {
  return execFileSync('id', ['-gn', WORKER_USER], { encoding: 'utf8' }).trim();
}

/** Gives the worker user the data folder (as root); everything else only needs to be readable. */
function chownForWorkers(target: string): void {
  if (!isRoot) return;
  execFileSync('chown', ['-R', `${WORKER_USER}:${workerGroup()}`, target]);
}

/**
 * The site in a scratch web root (a copy of `options.dist`, else of the run's one build, SITE_TEST_DIST,
 * else a fresh build when the file runs alone) with the endpoints (api/public/) in its api/ folder and the rest of
 * api/ beside the web root, as docs/deploy.md says.
 */
export async function prepareLayout(settings: Record<string, unknown> = {}, options: { dist?: string } = {}): Promise<Layout> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onas-deploy-'));
  fs.chmodSync(dir, 0o755);
  const webRoot = path.join(dir, 'public');
  const shared = options.dist ?? process.env.SITE_TEST_DIST;
  if (shared) fs.cpSync(shared, webRoot, { recursive: true });
  else execFileSync(process.execPath, ['bin/site.js', 'build', '--quiet', '--out', webRoot], { cwd: ROOT, stdio: 'inherit' });
  const dist = path.join(dir, 'dist-copy');
  fs.cpSync(webRoot, dist, { recursive: true });
  // The web root gets the three endpoints (api/public/); the API's code goes beside it, out of reach.
  fs.cpSync(path.join(ROOT, 'api', 'public'), path.join(webRoot, 'api'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'api'), path.join(dir, 'api'), {
    recursive: true,
    filter: (src) => !src.endsWith('config.local.php') && !/[\\/]api[\\/]public([\\/]|$)/.test(src) && !/[\\/]api[\\/]data[\\/](?!\.htaccess$)./.test(src),
  });
  // The nginx headers include lives outside the web root (nginx parses it as root): docs/deploy.md.
  fs.renameSync(path.join(webRoot, '.nginx-headers.conf'), path.join(dir, 'nginx-headers.conf'));
  // Files a careless upload or an editor leaves behind: the servers must serve none of them (smoke.test.ts).
  for (const [file, text] of Object.entries(STRAYS)) {
    fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true }); // a dist without assets/ (the Astro peer)
    fs.writeFileSync(path.join(webRoot, file), text);
  }
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  chownForWorkers(dataDir);
  const configFile = path.join(dir, 'api-config.php');
  // The test servers speak plain HTTP on loopback: require_https (on by default outside php -S) is off.
  const values = JSON.stringify({ data_dir: dataDir, rate_limit_max: 1000, require_https: false, ...settings });
  fs.writeFileSync(configFile, `<?php\nreturn json_decode(<<<'JSON'\n${values}\nJSON, true, 512, JSON_THROW_ON_ERROR);\n`);
  fs.chmodSync(configFile, 0o644);
  return { dir, webRoot, dataDir, configFile, dist };
}

/** Stray files planted in the web root (path -> content); each holds the word STRAY so a leak shows. */
export const STRAYS: Record<string, string> = {
  'api/config.local.php~': "<?php return ['smtp_username' => 'STRAY'];\n",
  'api/contact.php.bak': '<?php // STRAY\n',
  'index.html.orig': 'STRAY\n',
  'robots.txt.save': 'STRAY\n',
  'index.html.swp': 'STRAY\n',
  'stray.php': "<?php echo 'STRAY executed';\n",
  'assets/stray.php': "<?php echo 'STRAY executed';\n",
};

export function removeLayout(layout: Layout | undefined): void {
  if (layout && !process.env.KEEP_DEPLOY_TEST) fs.rmSync(layout.dir, { recursive: true, force: true });
}

const readIf = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

/** The newest PHP-FPM binary in /usr/sbin (Debian names it php-fpm<version>). */
function phpFpmBinary(): string {
  const found = fs
    .readdirSync('/usr/sbin')
    .filter((f) => /^php-fpm\d+\.\d+$/.test(f))
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  if (!found.length) throw new Error('php-fpm is not installed (test/system-deps.sh installs it)');
  return path.join('/usr/sbin', found[0]);
}

/** mod_php for Apache (Debian: /usr/lib/apache2/modules/libphp<version>.so). */
function modPhp(): string {
  const dir = '/usr/lib/apache2/modules';
  const found = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => /^libphp[\d.]*\.so$/.test(f))
        .sort()
        .reverse()
    : [];
  if (!found.length) throw new Error('libapache2-mod-php is not installed (test/system-deps.sh installs it)');
  return path.join(dir, found[0]);
}

/**
 * deploy/nginx.conf with its "# EDIT" lines filled in for this machine. Every EDIT line must be one
 * this function knows, so a new one cannot slip past the test.
 */
function nginxSiteConfig(layout: Layout, port: number, fpmSocket: string, tls?: Certificate): string {
  const source = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  let listens = 0;
  return source
    .split('\n')
    .map((line) => {
      if (!/#\s*EDIT\s*$/.test(line) || line.trim().startsWith('#')) return line;
      const indent = /^\s*/.exec(line)![0];
      const directive = line.trim().split(/\s+/)[0];
      switch (directive) {
        case 'listen':
          return listens++ === 0 ? `${indent}listen 127.0.0.1:${port}${tls ? ' ssl http2' : ''};` : '';
        case 'server_name':
          return `${indent}server_name 127.0.0.1;`;
        case 'ssl_certificate':
          return tls ? `${indent}ssl_certificate ${tls.certFile};` : '';
        case 'ssl_certificate_key':
          return tls ? `${indent}ssl_certificate_key ${tls.keyFile};` : '';
        case 'root':
          return `${indent}root ${layout.webRoot};`;
        case 'include':
          return `${indent}include ${layout.dir}/nginx-headers.conf;`;
        case 'fastcgi_param':
          return `${indent}fastcgi_param ONAS_API_CONFIG ${layout.configFile};`;
        case 'fastcgi_pass':
          return `${indent}fastcgi_pass unix:${fpmSocket};`;
        default:
          throw new Error(`deploy/nginx.conf has an EDIT line the test does not know: ${line.trim()}`);
      }
    })
    .join('\n');
}

/**
 * The layout under Debian's nginx with the shipped server block, on a loopback port. Plain HTTP/1.1
 * by default; with `tls`, HTTPS and HTTP/2 as deploy/nginx.conf ships them, with a self-signed
 * certificate (the client must not verify it: npm run audit's Chromium runs with
 * --ignore-certificate-errors).
 */
export async function startNginx(layout: Layout, options: { tls?: boolean } = {}): Promise<Served> {
  const dir = fs.mkdtempSync(path.join(layout.dir, 'nginx-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const socket = path.join(dir, 'php-fpm.sock');
  const user = isRoot ? `${WORKER_USER} ${workerGroup()}` : '';

  // PHP-FPM: one static pool of two workers, reading api/.user.ini like a real host.
  const fpmConf = path.join(dir, 'php-fpm.conf');
  fs.writeFileSync(
    fpmConf,
    [
      '[global]',
      `pid = ${dir}/php-fpm.pid`,
      `error_log = ${dir}/php-fpm.log`,
      'daemonize = no',
      '[site]',
      ...(isRoot ? [`user = ${WORKER_USER}`, `group = ${workerGroup()}`] : []),
      `listen = ${socket}`,
      'listen.mode = 0666',
      'pm = static',
      'pm.max_children = 2',
      'catch_workers_output = yes',
      `php_admin_value[error_log] = ${dir}/php-errors.log`,
      'php_admin_flag[log_errors] = on',
      '',
    ].join('\n'),
  );

  // nginx: a minimal main config around the shipped server block.
  for (const f of ['mime.types', 'fastcgi_params']) fs.copyFileSync(path.join('/etc/nginx', f), path.join(dir, f));
  fs.writeFileSync(path.join(dir, 'site.conf'), nginxSiteConfig(layout, port, socket, options.tls ? selfSignedCertificate(dir) : undefined));
  const fpm = startGroup(phpFpmBinary(), ['--nodaemonize', '--fpm-config', fpmConf]);
  for (const t of ['body', 'fastcgi', 'proxy', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, t));
  chownForWorkers(path.join(dir, 'body'));
  chownForWorkers(path.join(dir, 'fastcgi'));
  const mainConf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    mainConf,
    [
      user ? `user ${user};` : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/nginx-error.log warn;`,
      'events { worker_connections 128; }',
      'http {',
      '    include mime.types;',
      '    default_type application/octet-stream;',
      '    access_log off;',
      `    client_body_temp_path ${dir}/body;`,
      `    fastcgi_temp_path ${dir}/fastcgi;`,
      `    proxy_temp_path ${dir}/proxy;`,
      `    uwsgi_temp_path ${dir}/uwsgi;`,
      `    scgi_temp_path ${dir}/scgi;`,
      '    include site.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const logs = () => [readIf(`${dir}/nginx-error.log`), readIf(`${dir}/php-fpm.log`), readIf(`${dir}/php-errors.log`), fpm.output()].join('\n');
  const test = execFileSyncSafe('/usr/sbin/nginx', ['-t', '-q', '-p', dir, '-e', `${dir}/nginx-error.log`, '-c', mainConf]);
  if (test) {
    await fpm.stop();
    throw new Error(`nginx -t rejected the configuration:\n${test}`);
  }
  const nginx = startGroup('/usr/sbin/nginx', ['-p', dir, '-e', `${dir}/nginx-error.log`, '-c', mainConf]);
  const url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  try {
    await waitUntil(async () => fs.existsSync(socket), 'php-fpm', logs);
    // nginx writes its pid file once it holds the port: until then an answer could come from another test's
    // server that took the port freePort() released; an nginx that could not bind exits.
    await waitUntil(
      async () => fs.existsSync(`${dir}/nginx.pid`) && (options.tls ? await answersOverTls(`${url}/robots.txt`) : (await fetch(`${url}/robots.txt`)).ok),
      'nginx',
      () => logs() + nginx.output(),
      15_000,
      () => nginx.child.exitCode !== null,
    );
  } catch (e) {
    await nginx.stop();
    await fpm.stop();
    throw e;
  }
  return {
    url,
    logs: () => logs() + nginx.output(),
    stop: async () => {
      await nginx.stop();
      await fpm.stop();
    },
  };
}

/** Whether `url` answers 200 over HTTPS, its self-signed certificate not verified. */
function answersOverTls(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

function execFileSyncSafe(cmd: string, args: string[]): string {
  try {
    execFileSync(cmd, args, { stdio: 'pipe' });
    return '';
  } catch (e) {
    const err = e as { stderr?: Buffer; message: string };
    return err.stderr?.toString() || err.message;
  }
}

/**
 * deploy/apache.conf's HTTPS virtual host with its "# EDIT" lines filled in for this machine (no TLS: the test
 * speaks plain HTTP on loopback), and the two rule files it includes copied beside the web root as the
 * deploy step says. Every EDIT line must be one this function knows.
 */
function apacheVhost(layout: Layout, port: number): string {
  const source = fs.readFileSync(path.join(ROOT, 'deploy', 'apache.conf'), 'utf8');
  const start = source.indexOf('<VirtualHost *:443>');
  const block = source.slice(start, source.indexOf('</VirtualHost>', start) + '</VirtualHost>'.length);
  fs.copyFileSync(path.join(layout.webRoot, '.htaccess'), path.join(layout.dir, 'site.htaccess'));
  fs.copyFileSync(path.join(ROOT, 'api', 'public', '.htaccess'), path.join(layout.dir, 'api.htaccess'));
  return block
    .split('\n')
    .map((line) => {
      if (line.startsWith('<VirtualHost')) return `<VirtualHost 127.0.0.1:${port}>`;
      if (!/#\s*EDIT\s*$/.test(line) || line.trim().startsWith('#')) return line;
      const indent = /^\s*/.exec(line)![0];
      const [directive, value] = line.trim().split(/\s+/);
      switch (directive) {
        case 'ServerName':
          return `${indent}ServerName 127.0.0.1`;
        case 'SSLEngine':
        case 'SSLCertificateFile':
        case 'SSLCertificateKeyFile':
          return '';
        case 'DocumentRoot':
          return `${indent}DocumentRoot ${layout.webRoot}`;
        case 'SetEnv':
          return `${indent}SetEnv ONAS_API_CONFIG ${layout.configFile}`;
        case '<Directory':
          return `${indent}<Directory ${value.replace('/var/www/onas/public', layout.webRoot).replace(/>$/, '')}>`;
        case 'Include':
          return `${indent}Include ${path.join(layout.dir, path.basename(value))}`;
        default:
          throw new Error(`deploy/apache.conf has an EDIT line the test does not know: ${line.trim()}`);
      }
    })
    .join('\n');
}

/**
 * How Apache finds the site's rules: `htaccess` (AllowOverride All, the built .htaccess files), `vhost`
 * (AllowOverride None with deploy/apache.conf's virtual host) or `none` (AllowOverride None and a plain
 * virtual host: the case the API must refuse).
 */
export type ApacheRules = 'htaccess' | 'vhost' | 'none';

/** Apache 2.4 + mod_php (prefork): the smallest httpd.conf that loads what dist/.htaccess needs. */
export async function startApache(layout: Layout, rules: ApacheRules = 'htaccess'): Promise<Served> {
  const dir = fs.mkdtempSync(path.join(layout.dir, 'apache-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const modules = '/usr/lib/apache2/modules';
  const load = (name: string, file: string) => `LoadModule ${name}_module ${path.join(modules, file)}`;
  const conf = path.join(dir, 'httpd.conf');
  fs.writeFileSync(
    conf,
    [
      `ServerRoot ${dir}`,
      `DefaultRuntimeDir ${dir}`,
      `PidFile ${dir}/httpd.pid`,
      `ErrorLog ${dir}/error.log`,
      'LogLevel warn',
      `Listen 127.0.0.1:${port}`,
      'ServerName 127.0.0.1',
      load('mpm_prefork', 'mod_mpm_prefork.so'),
      load('authz_core', 'mod_authz_core.so'),
      load('authz_host', 'mod_authz_host.so'),
      load('mime', 'mod_mime.so'),
      load('dir', 'mod_dir.so'),
      load('env', 'mod_env.so'),
      load('rewrite', 'mod_rewrite.so'),
      load('headers', 'mod_headers.so'),
      `LoadModule php_module ${modPhp()}`,
      'StartServers 2',
      'MinSpareServers 1',
      'MaxSpareServers 3',
      'MaxRequestWorkers 6',
      ...(isRoot ? [`User ${WORKER_USER}`, `Group ${workerGroup()}`] : []),
      'TypesConfig /etc/mime.types',
      `DocumentRoot ${layout.webRoot}`,
      '<Directory />',
      '    AllowOverride None',
      '    Require all denied',
      '</Directory>',
      ...(rules === 'vhost'
        ? [apacheVhost(layout, port)]
        : [
            `<Directory ${layout.webRoot}>`,
            '    Options FollowSymLinks',
            `    AllowOverride ${rules === 'htaccess' ? 'All' : 'None'}`,
            '    Require all granted',
            '</Directory>',
          ]),
      '<FilesMatch "\\.php$">',
      '    SetHandler application/x-httpd-php',
      '</FilesMatch>',
      `SetEnv ONAS_API_CONFIG ${layout.configFile}`,
      `php_admin_value error_log ${dir}/php-errors.log`,
      '',
    ].join('\n'),
  );
  const test = execFileSyncSafe('/usr/sbin/apache2', ['-t', '-f', conf]);
  if (test && !/Syntax OK/.test(test)) throw new Error(`apache2 -t rejected the configuration:\n${test}`);
  const httpd = startGroup('/usr/sbin/apache2', ['-f', conf, '-DFOREGROUND']);
  const logs = () => [readIf(`${dir}/error.log`), readIf(`${dir}/php-errors.log`), httpd.output()].join('\n');
  const url = `http://127.0.0.1:${port}`;
  try {
    // The pid file is written once Apache holds the port (see startNginx); an Apache that could not bind exits.
    await waitUntil(
      async () => fs.existsSync(`${dir}/httpd.pid`) && (await fetch(`${url}/robots.txt`)).ok,
      'apache2',
      logs,
      15_000,
      () => httpd.child.exitCode !== null,
    );
  } catch (e) {
    await httpd.stop();
    throw e;
  }
  return { url, logs, stop: httpd.stop };
}

/** What a browser test file against nginx has once its `before` hook ran. */
export interface NginxSite {
  layout: Layout;
  server: Served;
  browser: Browser;
}

/**
 * The build behind nginx with the shipped config, and Chromium: started in `suite`'s before hook,
 * stopped in its after hook. Read the fields inside tests (they are set when the hook has run).
 */
export function nginxSite(suite: Test): NginxSite {
  const site = {} as NginxSite;
  suite.before(async () => {
    site.layout = await prepareLayout();
    site.server = await startNginx(site.layout);
    site.browser = await launchBrowser();
  });
  suite.after(async () => {
    await site.browser?.close();
    await site.server?.stop();
    removeLayout(site.layout);
  });
  return site;
}

/** Every HTML file of a built site, as paths relative to it ("index.html", "about/index.html", "404.html"). */
export function htmlFiles(dist: string, rel = ''): string[] {
  return fs
    .readdirSync(path.join(dist, rel), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? htmlFiles(dist, path.join(rel, e.name)) : e.name.endsWith('.html') ? [path.join(rel, e.name)] : []))
    .sort();
}
