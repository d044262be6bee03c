// What the Content-Security-Policy tests (csp.test.ts, csp-routes.test.ts) watch a page with: the
// policy violations reported inside it and its console errors, and the steps that make a page load
// everything it can (scrolled through, every island given its chance to hydrate). Every wait has a
// bound and names what it waited for, so a stalled page fails with its route, not a stopped file.
import type { Browser, Page } from 'playwright-core';
import { gotoWaitsForReady } from '../support/browser.ts';

export interface Watched {
  page: Page;
  problems: () => string[];
  close: () => Promise<void>;
}

const isLocal = (u: string) => /^https?:\/\/127\.0\.0\.1[:/]/.test(u);

/** Rejects, naming `what`, when `promise` has not settled within `ms`. */
export async function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A page that records CSP violations (reported from inside the page) and console errors. */
export async function watchedPage(browser: Browser, width = 1280, height = 900): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
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
    close: () => bounded(context.close(), 30_000, 'closing the browser context'),
  };
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/**
 * Scrolls to the bottom in steps, so lazy images load and visible islands hydrate. The page is brought
 * to the front first: the run's Chromium is shared by the test files beside this one, and a page that
 * is not in front may get no animation frames.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.bringToFront();
  await bounded(
    page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 800) {
        window.scrollTo(0, y);
        // Two frames: the scroll is laid out and the IntersectionObservers have had their turn.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
    }),
    60_000,
    `scrolling through ${page.url()}`,
  );
  // Lazy images in view finish loading (or fail, which the console would report). A lazy one that is
  // out of view now (a carousel's slide off to the side, a slide or panel that is hidden) is not waited
  // for: it loads when it is shown, and those passed on the way down have loaded by now.
  await page
    .waitForFunction(
      () =>
        [...document.images].every((i) => {
          if (i.complete || i.loading !== 'lazy') return i.complete;
          const r = i.getBoundingClientRect();
          const inView = r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
          return !inView || !i.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        }),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/**
 * Islands that should have hydrated by now (given up to 5 s, the machine may be busy). Islands that
 * hydrate on interaction get a first touch (a pointerdown inside them) first.
 */
export async function unhydrated(page: Page): Promise<string[]> {
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
