// The forms hydrate on first interaction (hydrate="interaction"): nothing but the page's own script
// before a touch; React arrives on the first pointerdown, focusin, keydown or input inside the form;
// focus and text typed while it loads are kept; a submit before it is live is sent exactly once by the
// island; axe finds nothing before or after. React's chunks are held back here until the test releases
// them, so every step meant to come before hydration does, on any machine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page, Request } from 'playwright-core';
import { axeViolations, openPage } from '../../support/browser.ts';
import { CONTACT, VACANCY, focusedName, sleep, startFormsSite, unique, until, waitHydrated, type FormsSite } from './_site.ts';

let site: FormsSite;
test.before(async () => {
  site = await startFormsSite();
});
test.after(async () => {
  await site?.close();
});

const island = (name: string) => `site-island[data-island="${name}"]`;
const isHydrated = (page: Page, name: string) =>
  page
    .locator(`${island(name)}[data-hydrated]`)
    .count()
    .then((n) => n > 0);

/**
 * Opens `route` and lets it settle: loaded, the page's idle callbacks run (ours is queued after the
 * page's own), and the network idle after whatever they started. With `hold`, every script
 * requested from then on waits until the test calls `release()`: the island stays loading, however slow
 * the machine, until the test has done what must happen before React arrives.
 */
async function openSettled(route: string, hold = true) {
  const t = await openPage(site.browser, { width: 1280, height: 900 });
  const scripts: string[] = [];
  t.page.on('request', (r: Request) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await t.page.goto(site.url + route, { waitUntil: 'load' });
  await t.page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(undefined), { timeout: 5000 })));
  await t.page.waitForLoadState('networkidle');
  let release = () => {};
  if (hold) {
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await t.page.route('**/assets/js/**', async (r) => {
      await released;
      await r.continue();
    });
  }
  return { ...t, scripts, release };
}

/** The page script its HTML names (the loader's data-src) and the chunks it imports statically: the page's own script. */
async function ownScripts(page: Page): Promise<string[]> {
  const entries = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[data-src]')].map((s) => new URL(s.getAttribute('data-src') ?? '', location.href).pathname),
  );
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await (await fetch(site.url + file)).text();
    // esbuild's static imports: import{…}from"./c-XXXX.js" or import"./c-XXXX.js" (dynamic ones are import("…")).
    for (const m of code.matchAll(/import(?:\{[^}]*\}from|\s*\*\s*as\s+\w+\s+from|\s+\w+\s+from)?\s*"(\.\/[^"]+\.js)"/g)) {
      queue.push(new URL(m[1], site.url + file).pathname);
    }
  }
  return [...seen].sort();
}

const REACT = 'react.dev/errors';

for (const [route, name] of [
  [CONTACT, 'ContactForm'],
  [VACANCY, 'VacancyForm'],
  ['/', 'NewsletterForm'],
] as const) {
  test(`${name} on ${route}: no script beyond the page's own before a touch; React on the first pointerdown`, async () => {
    const { page, context, scripts, errors } = await openSettled(route, false);
    await page.locator(`${island(name)} form`).scrollIntoViewIfNeeded();
    // Two frames: the scroll is laid out and every IntersectionObserver has had its callback.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const own = await ownScripts(page);
    if (name !== 'NewsletterForm') {
      // The home page hydrates its hero when idle (React comes with it); the form pages have nothing else.
      assert.equal([...new Set(scripts)].sort(), own, 'only the page script and its static imports, even after idle time and scrolling');
      for (const file of own) assert.not.ok((await (await fetch(site.url + file)).text()).includes(REACT), `${file} holds no React`);
    }
    assert.not.ok(await isHydrated(page, name), 'not hydrated before an interaction');
    const before = scripts.length;
    await page.locator(`${island(name)} form button[type="submit"]`).dispatchEvent('pointerdown');
    await until(() => isHydrated(page, name), true, 10_000);
    assert.ok(await isHydrated(page, name), 'hydrated after the first pointerdown');
    const later = scripts.slice(before);
    assert.ok(later.length > 0 && later.every((f) => !own.includes(f)), `the island's chunks load on the touch: ${later.join(', ')}`);
    assert.equal(errors, []);
    await context.close();
  });
}

for (const [route, name, label] of [
  [CONTACT, 'ContactForm', 'Message'],
  [VACANCY, 'VacancyForm', 'Designation'],
] as const) {
  test(`${name}: typing at once after focus loses no character; focus stays in the field`, async () => {
    const { page, context, errors, release } = await openSettled(route);
    const field = page.locator(`${island(name)} form`).getByLabel(label, { exact: true });
    const text = 'Quick typist: two Java developers, from April. Ümlaut & <tags> too!';
    await field.click(); // pointerdown + focus: React starts loading (held until release)
    await page.keyboard.type(text);
    assert.not.ok(await isHydrated(page, name), 'all typed before React arrived');
    assert.is(await field.inputValue(), text, 'kept by the server HTML');
    release();
    await until(() => isHydrated(page, name), true, 10_000);
    assert.ok(await isHydrated(page, name), 'hydrated');
    assert.is(await field.inputValue(), text, 'kept through hydration');
    assert.ok(await field.evaluate((el) => el === document.activeElement), 'focus kept');
    await page.keyboard.type(' Done.');
    assert.is(await field.inputValue(), `${text} Done.`, 'typing goes on in the live island');
    assert.equal(errors, []);
    await context.close();
  });
}

test('ContactForm: a submit clicked before React arrives is sent once, by the island, with the success toast', async () => {
  const { page, context, errors, release } = await openSettled(CONTACT);
  const f = page.locator(`${island('ContactForm')} form`);
  const email = `early.${unique()}@example.com`;
  const posts: { accept?: string; body: string | null }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/contact.php')) posts.push({ accept: r.headers().accept, body: r.postData() });
  });
  // Filled by script (no events, the island stays asleep), as autofill might.
  await f.evaluate(
    (form: HTMLFormElement, values) => {
      for (const [k, v] of Object.entries(values)) (form.elements.namedItem(k) as HTMLInputElement).value = v;
    },
    { firstName: 'Early', lastName: 'Bird', email, company: 'Quick Ltd', service: 'Consulting', message: 'Sent before React arrived.' },
  );
  const startedAt = await page.evaluate(() => Math.round(performance.timeOrigin));
  await f.locator('button[type="submit"]').click();
  assert.not.ok(await isHydrated(page, 'ContactForm'), 'the click happened before hydration');
  release();
  assert.is(
    await until(() => page.locator(`${island('ContactForm')} [role="status"]`).textContent(), 'Request sent successfully!', 10_000),
    'Request sent successfully!',
  );
  await sleep(500);
  assert.is(posts.length, 1, 'exactly one submission');
  assert.is(posts[0].accept, 'application/json', 'sent by the island, not the no-JavaScript post');
  const sent = JSON.parse(posts[0].body!);
  assert.is(sent.email, email);
  assert.is(sent.startedAt, startedAt, 'the start time is when the page loaded, not when React arrived');
  assert.is(new URL(page.url()).search, '', 'no page load');
  assert.is(await f.locator('[name="firstName"]').inputValue(), '', 'the island reset the form');
  assert.is(site.exportCsv('contacts').split(email).length - 1, 1, 'stored once');
  assert.equal(errors, []);
  await context.close();
});

test("ContactForm: an empty submit clicked before React arrives shows the island's messages, not the browser's", async () => {
  const { page, context, errors, release } = await openSettled(CONTACT);
  const f = page.locator(`${island('ContactForm')} form`);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/contact.php')) posts.push(r.url());
  });
  await f.locator('button[type="submit"]').click();
  assert.not.ok(await isHydrated(page, 'ContactForm'), 'the click happened before hydration');
  release();
  assert.is(await until(() => f.getByText('Required', { exact: true }).count(), 6, 10_000), 6, 'the six spec messages');
  assert.is(await f.locator('[aria-invalid="true"]').count(), 6);
  assert.is(await focusedName(page), 'firstName', 'focus on the first invalid field');
  assert.equal(posts, [], 'nothing sent');
  assert.is(new URL(page.url()).search, '', 'no page load');
  assert.equal(errors, []);
  await context.close();
});

test('NewsletterForm: Enter in the field before React arrives subscribes once', async () => {
  const { page, context, release } = await openSettled('/');
  const f = page.locator(`${island('NewsletterForm')} form`);
  await f.scrollIntoViewIfNeeded();
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/newsletter.php')) posts++;
  });
  const email = `enter.${unique()}@example.com`;
  await f.locator('input[name="email"]').fill(email);
  await f.locator('input[name="email"]').press('Enter');
  assert.not.ok(await isHydrated(page, 'NewsletterForm'), 'Enter pressed before hydration');
  release();
  assert.ok(
    await until(
      () =>
        f
          .getByRole('link', { name: 'Download PDF Guide' })
          .count()
          .then((n) => n === 1),
      true,
      10_000,
    ),
    'success shows',
  );
  await sleep(500);
  assert.is(posts, 1, 'exactly one submission');
  assert.is(site.exportCsv('newsletter').split(email).length - 1, 1, 'stored once');
  assert.is(await focusedName(page), 'email', 'focus stays in the field');
  await context.close();
});

for (const [route, name] of [
  [CONTACT, 'ContactForm'],
  [VACANCY, 'VacancyForm'],
] as const) {
  test(`${name}: axe finds nothing before and after hydration`, async () => {
    const { page, context } = await openSettled(route, false);
    assert.not.ok(await isHydrated(page, name));
    assert.equal(await axeViolations(page), [], 'server HTML, before any interaction');
    await waitHydrated(page, name);
    assert.equal(await axeViolations(page), [], 'hydrated');
    await context.close();
  });
}

test.run();
