#!/usr/bin/env bash
# Makes sure the system packages the tests need are present: Chromium (browser tests), git and PHP with
# SQLite, mbstring and zip (the form API; zip inspects .docx uploads), and MariaDB and PostgreSQL with PHP's
# PDO drivers for them (the API tests run on all three databases; each test starts its own server). On Debian/Ubuntu as root they are
# installed with apt-get; anywhere else this stops with a message naming what to install.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# git: sitemap dates come from the history, and a unit test builds a small repository.
command -v git >/dev/null 2>&1 || missing+=(git)
if ! command -v php >/dev/null 2>&1; then
  missing+=(php-cli php-sqlite3 php-mbstring php-zip php-mysql php-pgsql)
else
  # Read once: `php -m | grep -q` can fail under pipefail when grep stops reading early (SIGPIPE).
  modules=$(php -m)
  grep -qi '^pdo_sqlite$' <<<"$modules" || missing+=(php-sqlite3)
  grep -qi '^mbstring$' <<<"$modules" || missing+=(php-mbstring)
  grep -qi '^zip$' <<<"$modules" || missing+=(php-zip)
  grep -qi '^pdo_mysql$' <<<"$modules" || missing+=(php-mysql)
  grep -qi '^pdo_pgsql$' <<<"$modules" || missing+=(php-pgsql)
fi
# The database servers' binaries (mariadbd, mariadb-install-db; /usr/lib/postgresql/<version>/bin/postgres
# and initdb). Installing them may start system services: the tests use neither their ports nor their data.
[ -x /usr/sbin/mariadbd ] && [ -x /usr/bin/mariadb-install-db ] || missing+=(mariadb-server)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
# PgBouncer: a PostgreSQL test runs the API through it in transaction pooling mode (test/api/pgbouncer.test.ts).
command -v pgbouncer >/dev/null 2>&1 || [ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
# runuser (util-linux) starts PostgreSQL as nobody when the tests run as root.
command -v runuser >/dev/null 2>&1 || missing+=(util-linux)
# Mail: PHPMailer (Debian's copy, unless `composer install` put one in api/vendor/), and openssl, which
# makes the certificate of the TLS mail tests.
[ -f /usr/share/php/libphp-phpmailer/autoload.php ] || [ -f "$(dirname "$0")/../api/vendor/autoload.php" ] || missing+=(libphp-phpmailer)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
# The deploy smoke test runs the site under Debian's nginx + PHP-FPM and Apache + mod_php.
[ -x /usr/sbin/nginx ] || missing+=(nginx)
ls /usr/sbin/php-fpm* >/dev/null 2>&1 || missing+=(php-fpm)
[ -x /usr/sbin/apache2 ] || missing+=(apache2)
ls /usr/lib/apache2/modules/libphp*.so >/dev/null 2>&1 || missing+=(libapache2-mod-php)
# The optional virus scan of CVs talks to clamd; the upload test starts its own clamd with a signature it
# writes (no freshclam download). Installing it may start Debian's clamav services: the test uses neither.
[ -x /usr/sbin/clamd ] || missing+=(clamav-daemon)
# qpdf reads, inspects and rewrites every PDF CV (api/lib/QpdfRunner.php); without it the API refuses PDFs.
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
# npm run lint (part of npm test) checks api/ with PHP_CodeSniffer's PSR-12 rules.
command -v phpcs >/dev/null 2>&1 || missing+=(php-codesniffer)
# The engines group (test/browser/engines/, docs/engines.md) runs in Firefox and WebKit too: Debian's Firefox
# ESR (puppeteer-core drives it over WebDriver BiDi) and WebKitGTK's WebKitWebDriver, whose MiniBrowser
# (libwebkit2gtk-4.1-0, a dependency) draws on an Xvfb display: WebKitGTK has no headless mode.
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "system-deps: installing ${missing[*]} with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "system-deps: the tests need these packages: ${missing[*]}" >&2
echo "system-deps: install them with your package manager (Debian/Ubuntu: sudo apt-get install ${missing[*]}) and run again." >&2
exit 1
