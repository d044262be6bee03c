// The Content-Security-Policy in a real browser, page by page: the fresh build served by nginx + PHP-FPM
// with the shipped deploy/nginx.conf (so the headers are the generated ones), every route visited and
// scrolled through until its lazy images have loaded and its islands have hydrated, at 1280 px, and the
// home page's small-screen menus at 375 px. No securitypolicyviolation event and no console error may
// happen. The interactions that load something (the map facade, the gallery, video, the forms) are in
// csp.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cspViolations, scrollThrough, unhydrated, watchedPage } from './csp-watch.ts';
import { htmlFiles, nginxSite } from './servers.ts';

const site = nginxSite(test);

/** Every page of the build, as URL paths. */
const routes = (): string[] =>
  htmlFiles(site.layout.dist)
    .map((f) => `/${f.replace(/(^|\/)index\.html$/, '$1')}`)
    .sort();

test('every route at 1280 px: no violation, no console error, every island hydrated', async () => {
  const all = routes();
  assert.ok(all.length > 20, `${all.length} routes`);
  const failures: string[] = [];
  const w = await watchedPage(site.browser);
  for (const route of all) {
    const started = Date.now();
    const res = await w.page.goto(site.server.url + route, { waitUntil: 'domcontentloaded' });
    if (!res || (res.status() !== 200 && !(route === '/404.html' && res.status() === 200))) failures.push(`${route}: status ${res?.status()}`);
    await scrollThrough(w.page);
    const missing = await unhydrated(w.page);
    if (missing.length) failures.push(`${route}: islands not hydrated: ${missing.join(', ')}`);
    for (const v of await cspViolations(w.page)) failures.push(`${route}: ${v}`);
    // Printed, never asserted: when the file fails or is stopped, the log shows how far it got.
    console.error(`visited ${route} in ${Date.now() - started} ms`);
  }
  for (const p of w.problems()) failures.push(p);
  await w.close();
  assert.equal(failures, []);
});

test('home at 375 px (the menus and islands that only run on small screens)', async () => {
  const w = await watchedPage(site.browser, 375, 800);
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

test.run();
