// The Content-Security-Policy in a real browser: the fresh build served by nginx + PHP-FPM with the
// shipped deploy/nginx.conf (so the headers are the generated ones), every route visited and scrolled
// through, and every interaction that loads something run: island hydration, the map facade, the
// gallery viewer, the native video, embedded-player frames, each form's submit. No
// securitypolicyviolation event and no console error may happen.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { htmlFiles, nginxSite } from './servers.ts';
import { gotoWaitsForReady } from '../support/browser.ts';
import { pdfBytes } from '../api/upload-files.ts';

const site = nginxSite(test);

/** Every page of the build, as URL paths. */
const routes = (): string[] =>
  htmlFiles(site.layout.dist)
    .map((f) => `/${f.replace(/(^|\/)index\.html$/, '$1')}`)
    .sort();

interface Watched {
  page: Page;
  problems: () => string[];
  close: () => Promise<void>;
}

const isLocal = (u: string) => /^https?:\/\/127\.0\.0\.1[:/]/.test(u);

/** A page that records CSP violations (reported from inside the page) and console errors. */
async function watchedPage(width = 1280, height = 900): Promise<Watched> {
  const context = await site.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // The tests act as soon as goto resolves: it resolves once the page script has set the page up.
  gotoWaitsForReady(page);
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      w.__csp ??= [];
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    const url = m.location().url;
    // The machine is offline: embedded third-party players cannot resolve their host.
    if (/ERR_NAME_NOT_RESOLVED|ERR_CONNECTION_REFUSED/.test(text) && url && !isLocal(url)) return;
    problems.push(`console: ${text} (${url})`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return {
    page,
    problems: () => problems,
    close: () => context.close(),
  };
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/** Scrolls to the bottom in steps, so lazy images load and visible islands hydrate. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 800) {
      window.scrollTo(0, y);
      // Two frames: the scroll is laid out and the IntersectionObservers have had their turn.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // Lazy images that came into view finish loading (or fail, which the console would report).
  await page.waitForFunction(() => [...document.images].every((i) => i.complete), undefined, { timeout: 3000 }).catch(() => undefined);
}

/**
 * Islands that should have hydrated by now (given up to 5 s, the machine may be busy). Islands that
 * hydrate on interaction get a first touch (a pointerdown inside them) first.
 */
async function unhydrated(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('site-island[data-hydrate="interaction"]:not([data-hydrated])')) {
      (el.firstElementChild ?? el).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    }
  });
  // A quick scroll can pass an island before its IntersectionObserver fires: visit each one left.
  for (let i = 0; i < 5; i++) {
    const left = await page.evaluateHandle(() => {
      const el = document.querySelector('site-island:not([data-hydrated]):not([data-hydrate="media"])');
      (el?.firstElementChild ?? el)?.scrollIntoView({ block: 'center' });
      return el;
    });
    const el = left.asElement();
    if (!el) break;
    await page.waitForFunction((island) => island?.hasAttribute('data-hydrated'), el, { timeout: 2000 }).catch(() => undefined);
  }
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('site-island:not([data-hydrated])')].every(
          (el) => el.getAttribute('data-hydrate') === 'media' && !matchMedia(el.getAttribute('data-media') ?? '').matches,
        ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  return page.$$eval('site-island:not([data-hydrated])', (els) =>
    els
      .filter((el) => el.getAttribute('data-hydrate') !== 'media' || matchMedia(el.getAttribute('data-media') ?? '').matches)
      .map((el) => el.getAttribute('data-island') ?? '?'),
  );
}

test('the listener works: a frame from a host the policy does not name is reported', async () => {
  const w = await watchedPage();
  await w.page.goto(`${site.server.url}/`);
  await w.page.evaluate(() => {
    const f = document.createElement('iframe');
    f.src = 'https://frames.not-allowed.example/';
    document.body.append(f);
  });
  await w.page.waitForFunction(() => ((window as unknown as { __csp?: string[] }).__csp ?? []).length > 0);
  const v = await cspViolations(w.page);
  assert.ok(
    v.some((x) => x.startsWith('frame-src')),
    JSON.stringify(v),
  );
  await w.close();
});

test("each page allows its own inline styles and no other page's: a style block of the home page is refused on SAP's", async () => {
  const styles = (file: string) => [...fs.readFileSync(path.join(site.layout.dist, file), 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const own = styles('how-we-help/erp/sap/index.html');
  const foreign = styles('index.html').find((s) => !own.includes(s));
  assert.ok(foreign, "a style block of the home page's that SAP's page does not have");
  const w = await watchedPage();
  await w.page.goto(`${site.server.url}/how-we-help/erp/sap/`);
  const added = await w.page.evaluate(
    async ([css, ownCss]) => {
      const reported = new Promise((r) => document.addEventListener('securitypolicyviolation', r, { once: true }));
      // A copy of one of the page's own blocks applies: its hash is in the page's policy.
      const [theirs, mine] = [css, ownCss].map((text) => Object.assign(document.createElement('style'), { textContent: text }));
      document.head.append(theirs, mine);
      // A refused block has no sheet; its report comes in a later task.
      if (!theirs.sheet) await reported;
      return { theirs: theirs.sheet?.cssRules.length ?? 0, mine: mine.sheet?.cssRules.length ?? 0 };
    },
    [foreign, own[0]],
  );
  assert.is(added.theirs, 0, 'the foreign block has no rules applied');
  assert.ok(added.mine > 0, "the page's own block applies");
  const v = await cspViolations(w.page);
  assert.is(v.length, 1, JSON.stringify(v));
  assert.match(v[0], /^style-src-elem blocked \(inline\)|^style-src-elem blocked inline/);
  await w.close();
});

test('every route at 1280 px: no violation, no console error, every island hydrated', async () => {
  const all = routes();
  assert.ok(all.length > 20, `${all.length} routes`);
  const failures: string[] = [];
  const w = await watchedPage();
  for (const route of all) {
    const started = Date.now();
    const res = await w.page.goto(site.server.url + route, { waitUntil: 'domcontentloaded' });
    if (!res || (res.status() !== 200 && !(route === '/404.html' && res.status() === 200))) failures.push(`${route}: status ${res?.status()}`);
    await scrollThrough(w.page);
    const missing = await unhydrated(w.page);
    if (missing.length) failures.push(`${route}: islands not hydrated: ${missing.join(', ')}`);
    for (const v of await cspViolations(w.page)) failures.push(`${route}: ${v}`);
    if (process.env.DEBUG_CSP) console.error(route, Date.now() - started, 'ms');
  }
  for (const p of w.problems()) failures.push(p);
  await w.close();
  assert.equal(failures, []);
});

test('home at 375 px (the menus and islands that only run on small screens)', async () => {
  const w = await watchedPage(375, 800);
  await w.page.goto(`${site.server.url}/`);
  await scrollThrough(w.page);
  const menu = w.page.locator('button[aria-controls][aria-expanded="false"]').first();
  if (await menu.isVisible()) {
    await menu.click();
    await w.page.waitForFunction(() => document.querySelector<HTMLDialogElement>('dialog#site-drawer')?.open === true);
  }
  assert.equal(await unhydrated(w.page), []);
  assert.equal([...(await cspViolations(w.page)), ...w.problems()], []);
  await w.close();
});

test('map facade, gallery viewer, native video and embedded-player frames load without a violation', async () => {
  const w = await watchedPage();
  const { page } = w;

  await page.goto(`${site.server.url}/resources/contact-us/`);
  const facade = page.locator('[data-enhance="map-facade"] button').first();
  await facade.scrollIntoViewIfNeeded();
  // A frame's request is made only once the policy has allowed it, after any violation was queued.
  const mapRequested = page.waitForRequest((r) => r.url().startsWith('https://www.google.com/'));
  await facade.click();
  await page.locator('[data-enhance="map-facade"] iframe').first().waitFor();
  assert.match(String(await page.locator('[data-enhance="map-facade"] iframe').first().getAttribute('src')), /^https:\/\/www\.google\.com\//);
  await mapRequested;
  assert.equal(await cspViolations(page), [], 'map');

  await page.goto(`${site.server.url}/why-onas/life/`);
  const thumb = page.locator('a[data-full-src]').first();
  await thumb.scrollIntoViewIfNeeded();
  await thumb.click();
  await page.locator('dialog[open] img').first().waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('dialog[open] img')].every((i) => i.complete && i.naturalWidth > 0));
  assert.equal(await cspViolations(page), [], 'gallery');

  await page.goto(`${site.server.url}/resources/media/`);
  const played = await page
    .locator('video')
    .first()
    .evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
      return !v.paused && v.readyState >= 2;
    });
  assert.ok(played, 'the video played');
  // The video facade swaps its button for a frame from one of these hosts (site/lib/embed-url.ts).
  const playersRequested = Promise.all(
    ['https://www.youtube-nocookie.com/', 'https://player.vimeo.com/'].map((host) => page.waitForRequest((r) => r.url().startsWith(host))),
  );
  await page.evaluate(() => {
    for (const src of ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'https://player.vimeo.com/video/76979871?dnt=1']) {
      const f = document.createElement('iframe');
      f.src = src;
      document.body.append(f);
    }
  });
  await playersRequested;
  assert.equal(await cspViolations(page), [], 'video');
  assert.equal(w.problems(), []);
  await w.close();
});

test("site search under the deployed policy: Pagefind's WebAssembly runs with 'wasm-unsafe-eval' and nothing is refused", async () => {
  const w = await watchedPage();
  const { page } = w;
  await page.goto(`${site.server.url}/`);
  await page.locator('[data-search-open][aria-controls="site-search"]').first().click();
  await page.locator('#site-search input').fill('servicenow');
  await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-search-results]')?.dataset.query === 'servicenow');
  const first = await page.locator('[data-search-results] a').first().getAttribute('href');
  assert.is(first && new URL(first, site.server.url).pathname, '/how-we-help/erp/servicenow/');
  // The 404 page's suggestions use the same engine.
  await page.goto(`${site.server.url}/how-we-help/erp/servicenw/`);
  await page.waitForFunction(() => [...document.querySelectorAll('main a[href]')].some((a) => a.getAttribute('href') === '/how-we-help/erp/servicenow/'));
  assert.equal(await cspViolations(page), []);
  assert.equal(
    w.problems().filter((p) => !/404 \(Not Found\)/.test(p)),
    [],
  );
  await w.close();
});

/** Submits by `click` and returns the API's answer as "<status> <success>". */
async function submitted(page: Page, endpoint: string, click: () => Promise<void>): Promise<string> {
  const [res] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(endpoint) && r.request().method() === 'POST'), click()]);
  const body = (await res.json()) as { success?: boolean; message?: string };
  return `${res.status()} ${body.success}${body.success ? '' : `: ${body.message}`}`;
}

test('each form submits through nginx and PHP-FPM without a violation', async () => {
  const w = await watchedPage();
  const { page } = w;
  const island = (name: string) => page.locator(`site-island[data-island="${name}"][data-hydrated]`);
  /** The form, once a first touch has made its island hydrate (the forms hydrate on interaction). */
  const touched = async (name: string) => {
    const form = page.locator(`site-island[data-island="${name}"] form`).first();
    await form.scrollIntoViewIfNeeded();
    await form.dispatchEvent('pointerdown');
    await island(name).first().waitFor();
    return form;
  };

  await page.goto(`${site.server.url}/resources/contact-us/`);
  const contact = await touched('ContactForm');
  await contact.getByLabel('First Name').fill('Ana');
  await contact.getByLabel('Last Name').fill('Rao');
  await contact.getByLabel('Email').fill('ana.csp@example.com');
  await contact.getByLabel('Company').fill('Acme Ltd');
  await contact.getByLabel('Service').selectOption('Consulting');
  await contact.getByLabel('Message').fill('A message sent under the Content-Security-Policy.');
  assert.is(await submitted(page, '/api/contact.php', () => contact.locator('button[type="submit"]').click()), '200 true');
  assert.equal(await cspViolations(page), [], 'contact');

  await page.goto(`${site.server.url}/staffing/submit-a-vacancy/request-a-call-back/`);
  const vacancy = await touched('VacancyForm');
  await vacancy.getByLabel('First Name').fill('Ravi');
  await vacancy.getByLabel('Last Name').fill('Kumar');
  await vacancy.getByLabel('Business Email').fill('ravi.csp@example.com');
  await vacancy.getByLabel('Phone').fill('+91 40 1234 5678');
  await vacancy.getByLabel('Company', { exact: true }).fill('Acme Ltd');
  await vacancy.getByLabel('Designation').fill('HR Lead');
  await vacancy.getByLabel('Industry').selectOption('Finance');
  await vacancy.getByLabel('Service').selectOption('Staffing');
  await vacancy.locator('input[type="file"]').setInputFiles({
    name: 'role.pdf',
    mimeType: 'application/pdf',
    // Well-formed: the API reads every PDF with qpdf and refuses one it cannot read cleanly.
    buffer: Buffer.from(pdfBytes('Role brief')),
  });
  await vacancy.locator('input[name="terms"]').check();
  assert.is(await submitted(page, '/api/vacancy.php', () => vacancy.locator('button[type="submit"]').click()), '200 true');
  assert.equal(await cspViolations(page), [], 'vacancy');

  await page.goto(`${site.server.url}/`);
  const newsletter = await touched('NewsletterForm');
  await newsletter.locator('input[type="email"]').fill('news.csp@example.com');
  assert.is(await submitted(page, '/api/newsletter.php', () => newsletter.locator('button[type="submit"]').click()), '200 true');
  // The island has rendered the answer.
  await page.waitForFunction(() => (document.querySelector('site-island[data-island="NewsletterForm"] [role="status"]')?.textContent ?? '').trim() !== '');

  assert.equal(await cspViolations(page), []);
  assert.equal(w.problems(), []);
  await w.close();
});

test.run();
