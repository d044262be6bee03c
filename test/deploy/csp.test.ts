// The Content-Security-Policy in a real browser: the fresh build served by nginx + PHP-FPM with the
// shipped deploy/nginx.conf (so the headers are the generated ones), and every interaction that loads
// something run: the map facade, the gallery viewer, the native video, embedded-player frames, site
// search, each form's submit. No securitypolicyviolation event and no console error may happen. That the
// listener reports at all, and that a page's policy names its own inline styles and no other page's, are
// checked first. Every route visited and scrolled through: csp-routes.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bounded, cspViolations, watchedPage } from './csp-watch.ts';
import { nginxSite } from './servers.ts';
import { pdfBytes } from '../api/upload-files.ts';

const site = nginxSite(test);

test('the listener works: a frame from a host the policy does not name is reported', async () => {
  const w = await watchedPage(site.browser);
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
  const w = await watchedPage(site.browser);
  await w.page.goto(`${site.server.url}/how-we-help/erp/sap/`);
  const added = await bounded(
    w.page.evaluate(
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
    ),
    30_000,
    'adding the two style blocks',
  );
  assert.is(added.theirs, 0, 'the foreign block has no rules applied');
  assert.ok(added.mine > 0, "the page's own block applies");
  const v = await cspViolations(w.page);
  assert.is(v.length, 1, JSON.stringify(v));
  assert.match(v[0], /^style-src-elem blocked \(inline\)|^style-src-elem blocked inline/);
  await w.close();
});

test('map facade, gallery viewer, native video and embedded-player frames load without a violation', async () => {
  const w = await watchedPage(site.browser);
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
  const played = await bounded(
    page
      .locator('video')
      .first()
      .evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
        return !v.paused && v.readyState >= 2;
      }),
    30_000,
    'playing the video',
  );
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
  const w = await watchedPage(site.browser);
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
  const w = await watchedPage(site.browser);
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
