// Following a link the way a visitor does (the pointer rests on it, then clicks) and reading how the
// next page was delivered: from a speculation rules prefetch (deliveryType "navigational-prefetch"),
// a prerender (activationStart > 0), or the network. Used by test/deploy/speculation.test.ts.
import type { CDPSession, Locator, Page } from 'playwright-core';

export interface Delivery {
  url: string;
  /** PerformanceNavigationTiming.deliveryType: "navigational-prefetch" when served from a prefetch. */
  deliveryType: string;
  /** PerformanceNavigationTiming.activationStart: above 0 when the page was prerendered. */
  activationStart: number;
}

export interface Speculations {
  /** URLs whose prefetch or prerender reached "Ready" so far (Chromium's Preload domain). */
  ready: Set<string>;
  /** Every status update seen, "action status url" (for failure messages). */
  log: string[];
  /** Resolves when a speculation for `url` is ready; rejects after `timeout` ms. */
  whenReady: (url: string, timeout?: number) => Promise<void>;
}

/** Watches the page's speculative loads through the DevTools protocol (Preload domain). */
export async function watchSpeculations(page: Page): Promise<Speculations> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const ready = new Set<string>();
  const log: string[] = [];
  const waiters: { url: string; resolve: () => void }[] = [];
  const update = (action: string, url: string, status: string) => {
    log.push(`${action} ${status} ${url}`);
    if (status !== 'Ready') return;
    ready.add(url);
    for (const w of waiters.filter((w) => w.url === url)) w.resolve();
  };
  cdp.on('Preload.prefetchStatusUpdated', (e) => update('prefetch', e.prefetchUrl, e.status));
  cdp.on('Preload.prerenderStatusUpdated', (e) => update('prerender', e.key.url, e.status));
  await cdp.send('Preload.enable');
  return {
    ready,
    log,
    whenReady: (url, timeout = 10_000) =>
      ready.has(url)
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no speculation became ready for ${url}:\n${log.join('\n')}`)), timeout);
            waiters.push({
              url,
              resolve: () => {
                clearTimeout(timer);
                resolve();
              },
            });
          }),
  };
}

/** The current page's navigation entry. */
export async function delivery(page: Page): Promise<Delivery> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string; activationStart?: number };
    return { url: location.href, deliveryType: nav.deliveryType ?? '', activationStart: nav.activationStart ?? 0 };
  });
}

/** Clicks `link` and waits for the next page to be the current one. */
export async function follow(page: Page, link: Locator): Promise<void> {
  const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
  await Promise.all([page.waitForURL(href, { waitUntil: 'load' }), link.click()]);
}
