// The next page is instant: the built site served by nginx with the shipped config, followed in
// Chromium the way a visitor does. Every page carries valid speculation rules whose hash is in the
// Content-Security-Policy of every host format; a hovered main-menu link, service card and Contact Us
// button are served from a prefetch or a prerender; under Save-Data or on 2G nothing is speculated;
// the whole time, no securitypolicyviolation happens. Cross-document view transitions are on
// only without reduced motion, and a navigation shifts no layout. (Driven by Playwright, Chromium never
// prerenders, "PrerenderingDisabledByDevTools": here the hovered page comes from the prefetch.
// npm run bench:navigation drives Chromium through its tab target and sees the prerender.)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { delivery, follow, watchSpeculations } from './navigation.ts';
import { htmlFiles, nginxSite } from './servers.ts';
import { holdNext } from '../support/browser.ts';

const site = nginxSite(test);

const RULES = /<script type="speculationrules">([\s\S]*?)<\/script>/g;

test('every page has one speculation rules block of valid JSON, its hash in the policy of every host', () => {
  const files = htmlFiles(site.layout.dist);
  assert.ok(files.length > 50, `${files.length} pages`);
  const hosts = ['_headers', '.htaccess', '.nginx-headers.conf'].map((f) => fs.readFileSync(path.join(site.layout.dist, f), 'utf8'));
  for (const file of files) {
    const blocks = [...fs.readFileSync(path.join(site.layout.dist, file), 'utf8').matchAll(RULES)].map((m) => m[1]);
    assert.is(blocks.length, 1, `${file}: ${blocks.length} speculation rules blocks`);
    const rules = JSON.parse(blocks[0]);
    assert.ok(rules.prefetch?.length && rules.prerender?.length, `${file}: prefetch and prerender rules`);
    for (const rule of [...rules.prefetch, ...rules.prerender]) assert.is(rule.eagerness, 'moderate', file);
    const hash = `'sha256-${crypto.createHash('sha256').update(blocks[0]).digest('base64')}'`;
    for (const [i, host] of hosts.entries()) assert.ok(host.includes(hash), `${file}: rules hash missing from host file ${i}`);
  }
});

test('the view transition at-rule is on every page, only inside prefers-reduced-motion: no-preference', () => {
  for (const file of ['index.html', 'resources/contact-us/index.html', 'how-we-help/erp/sap/index.html']) {
    const html = fs.readFileSync(path.join(site.layout.dist, file), 'utf8');
    const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
    const at = [...css.matchAll(/@view-transition\s*\{\s*navigation:\s*auto;?\s*\}/g)];
    assert.is(at.length, 1, `${file}: one @view-transition rule`);
    const before = css.slice(0, at[0].index);
    assert.match(before, /@media\s*\(prefers-reduced-motion:\s*no-preference\)\s*\{\s*$/, `${file}: wrapped in the media query`);
  }
});

interface Visitor {
  context: BrowserContext;
  page: Page;
  /** CSP violations, page errors and console errors, from every page the visitor saw. */
  problems: () => Promise<string[]>;
}

type Constraint = 'save-data' | '2g';

/**
 * A Chromium visitor whose pages report CSP violations. A constraint is set through the DevTools
 * protocol, so navigator.connection reports it as on a real device: Save-Data by the data saver
 * override, 2G by network emulation with a 1.5 s round trip (Chromium derives effectiveType from it).
 */
async function visitor(constraint?: Constraint): Promise<Visitor> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  await context.exposeBinding('__reportCsp', (_source, line: string) => problems.push(line));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (l: string) => void }).__reportCsp(
        `${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`,
      );
    });
  });
  const page = await context.newPage();
  if (constraint) {
    const cdp = await context.newCDPSession(page);
    if (constraint === 'save-data') await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    else {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 1500, downloadThroughput: 10_000_000, uploadThroughput: 10_000_000 });
    }
  }
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  return { context, page, problems: async () => problems };
}

const LINKS: { name: string; from: string; link: (p: Page) => ReturnType<Page['locator']> }[] = [
  {
    name: 'main-menu link',
    from: '/how-we-help/erp/sap/',
    link: (p) => p.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'How We Help', exact: true }),
  },
  { name: 'service card', from: '/how-we-help/erp/', link: (p) => p.locator('main h3 a[href="/how-we-help/erp/sap/"]') },
  { name: 'Contact Us button', from: '/how-we-help/erp/sap/', link: (p) => p.locator('header').getByRole('link', { name: 'Contact Us', exact: true }) },
];

for (const { name, from, link } of LINKS) {
  test(`a hovered ${name} is served from a prefetch or a prerender, with no CSP violation`, async () => {
    const v = await visitor();
    try {
      await v.page.goto(`${site.server.url}${from}`);
      const speculations = await watchSpeculations(v.page);
      const target = link(v.page);
      const href = await target.evaluate((a) => (a as HTMLAnchorElement).href);
      await target.hover();
      await speculations.whenReady(href);
      await follow(v.page, target);
      const d = await delivery(v.page);
      assert.is(d.url, href);
      assert.ok(d.deliveryType === 'navigational-prefetch' || d.activationStart > 0, `${name}: ${JSON.stringify(d)}\n${speculations.log.join('\n')}`);
      assert.equal(await v.problems(), []);
    } finally {
      await v.context.close();
    }
  });
}

for (const constraint of ['save-data', '2g'] as const) {
  test(`nothing is speculated under ${constraint === 'save-data' ? 'Save-Data' : 'an effective type of 2g'}`, async () => {
    const v = await visitor(constraint);
    // The page is still loading while the visitor hovers (its logo is held until the click), so the page
    // script has not started: what removes the rules is the guard in <head>.
    const { held } = await holdNext(v.page, '**/assets/brand/logo-*.svg');
    try {
      await v.page.goto(`${site.server.url}/how-we-help/erp/sap/`, { waitUntil: 'domcontentloaded' });
      const logo = await held;
      assert.is(await v.page.evaluate(() => document.readyState), 'interactive', 'the page has not loaded');
      assert.is(await v.page.locator('script[type="speculationrules"]').count(), 0, 'the rules are gone before the page has loaded');
      assert.ok(
        await v.page.evaluate((c) => {
          const conn = (navigator as Navigator & { connection: { saveData: boolean; effectiveType: string } }).connection;
          return c === 'save-data' ? conn.saveData : conn.effectiveType === '2g';
        }, constraint),
        'the constraint is what the page sees',
      );
      const speculations = await watchSpeculations(v.page);
      const target = LINKS[2].link(v.page);
      await target.hover();
      await logo.continue();
      await follow(v.page, target);
      const d = await delivery(v.page);
      assert.is(d.deliveryType, '', JSON.stringify(d));
      assert.is(d.activationStart, 0);
      assert.equal(speculations.log, [], 'no speculation started');
      assert.not.ok(await v.page.evaluate(() => document.querySelector('link[rel="prefetch"]') !== null), 'no fallback prefetch either');
      assert.equal(await v.problems(), []);
    } finally {
      await v.context.close();
    }
  });
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  const runs = reducedMotion === 'no-preference';
  test(`a navigation ${runs ? 'runs a view transition and' : 'under reduced motion runs no view transition and'} shifts no layout`, async () => {
    const v = await visitor();
    try {
      await v.page.emulateMedia({ reducedMotion });
      await v.context.addInitScript(() => {
        const w = window as unknown as { __cls: number; __transition?: 'none' | 'running' | 'finished' };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        addEventListener('pagereveal', (e) => {
          const vt = (e as Event & { viewTransition: { finished: Promise<void> } | null }).viewTransition;
          w.__transition = vt ? 'running' : 'none';
          vt?.finished.then(() => (w.__transition = 'finished'));
        });
      });
      await v.page.goto(`${site.server.url}/how-we-help/erp/sap/`);
      await follow(v.page, LINKS[2].link(v.page));
      const state = await v.page.waitForFunction(() => {
        const t = (window as unknown as { __transition?: string }).__transition;
        return t === 'none' || t === 'finished' ? t : undefined;
      });
      assert.is(await state.jsonValue(), runs ? 'finished' : 'none');
      assert.is(await v.page.evaluate(() => (window as unknown as { __cls: number }).__cls), 0);
      assert.equal(await v.problems(), []);
    } finally {
      await v.context.close();
    }
  });
}

test.run();
