// Helpers shared by the home page browser tests.
import type { Page } from 'playwright-core';
import { pausedClock as pausedClockAt, serveSite } from '../../support/browser.ts';

/** The real site (the run's one build; see serveSite). */
export async function homeSite(): Promise<{ url: string; close: () => Promise<void> }> {
  return serveSite();
}

/** Installs Playwright's fake clock, stopped: nothing timed happens until the test runs the clock. */
export async function pausedClock(page: Page): Promise<void> {
  await pausedClockAt(page, new Date('2026-01-05T09:00:00Z'));
}

/**
 * Waits until the named island is live. The fake clock first jumps to the island's `data-after-ms`
 * (the hero showcase wakes by itself 3 s after the page opened), then moves in 10 ms steps so an idle
 * callback can fire and the island load. `data-hydrated` appears once the island's effects have run, so
 * its timers may already have started: a test's timings are off by at most one step.
 */
export async function hydrated(page: Page, island: 'HeroShowcase' | 'Testimonials'): Promise<void> {
  const el = page.locator(`site-island[data-island="${island}"]`);
  const afterMs = Number(await el.getAttribute('data-after-ms'));
  if (afterMs > 0) {
    const now = await page.evaluate(() => performance.now());
    if (afterMs > now) await page.clock.runFor(Math.ceil(afterMs - now));
  }
  const sel = `site-island[data-island="${island}"][data-hydrated]`;
  for (let i = 0; i < 500; i++) {
    if ((await page.locator(sel).count()) > 0) return;
    await page.clock.runFor(10);
    await page.waitForTimeout(20);
  }
  throw new Error(`${island} did not hydrate`);
}

export const showcase = (page: Page) => page.locator('[data-showcase]');

export async function heroIndex(page: Page): Promise<number> {
  return Number(await showcase(page).getAttribute('data-index'));
}

/**
 * Polls `read` in real time until it returns `want` (React renders asynchronously after a fake
 * timer fires); returns the last value so the caller's assertion shows what was seen instead.
 */
export async function until<T>(read: () => Promise<T>, want: T, ms = 2000): Promise<T> {
  const end = Date.now() + ms;
  let v = await read();
  while (v !== want && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 25));
    v = await read();
  }
  return v;
}

/** Reads a value after giving the page a moment to render (for "nothing changed" checks). */
export async function after<T>(read: () => Promise<T>, ms = 300): Promise<T> {
  await new Promise((r) => setTimeout(r, ms));
  return read();
}
