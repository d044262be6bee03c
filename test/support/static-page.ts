// The built HTML of a page, parsed (happy-dom, no script runs) and queried with the few Playwright locator
// calls the structure checks use. What a page contains is a property of the HTML the build wrote: checking
// it needs no browser, so these checks run in milliseconds over dist/ instead of a page load each.
import fs from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';

type Root = Document | Element;

export interface StaticLocator {
  count(): Promise<number>;
  nth(i: number): StaticLocator;
  first(): StaticLocator;
  last(): StaticLocator;
  locator(selector: string, options?: { hasText?: string }): StaticLocator;
  getByRole(role: 'link', options: { name: string | RegExp; exact?: boolean }): StaticLocator;
  textContent(): Promise<string | null>;
  getAttribute(name: string): Promise<string | null>;
  allTextContents(): Promise<string[]>;
  evaluateAll<T>(fn: (els: Element[]) => T): Promise<T>;
}

/** The accessible name of a link as the structure checks need it: aria-label, else its text. */
const linkName = (a: Element) => (a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/\s+/g, ' ').trim();

/** querySelectorAll, keeping only elements whose text contains `hasText` (as Playwright's option does). */
const select = (root: Root, selector: string, options?: { hasText?: string }) =>
  [...root.querySelectorAll(selector)].filter((el) => !options?.hasText || (el.textContent ?? '').includes(options.hasText));

function locate(find: () => Element[]): StaticLocator {
  const one = (i: number) => {
    const el = find()[i];
    if (!el) throw new Error('no element matches');
    return el;
  };
  return {
    count: async () => find().length,
    nth: (i) => locate(() => (find()[i] ? [find()[i]] : [])),
    first: () => locate(() => find().slice(0, 1)),
    last: () => locate(() => find().slice(-1)),
    locator: (selector, options) => locate(() => find().flatMap((el) => select(el, selector, options))),
    getByRole: (_role, { name, exact }) =>
      locate(() =>
        find()
          .flatMap((el) => [...el.querySelectorAll('a[href]')])
          .filter((a) => {
            const n = linkName(a);
            if (name instanceof RegExp) return name.test(n);
            return exact ? n === name : n.toLowerCase().includes(name.toLowerCase());
          }),
      ),
    textContent: async () => one(0).textContent,
    getAttribute: async (name) => one(0).getAttribute(name),
    allTextContents: async () => find().map((el) => el.textContent ?? ''),
    evaluateAll: async (fn) => fn(find()),
  };
}

/** A page of a built site, read from `dist` by its URL path (`/a/b/` → a/b/index.html). */
export function staticSite(dist: string) {
  const window = new Window();
  let doc: Document | undefined;
  const current = (): Root => {
    if (!doc) throw new Error('goto() a page first');
    return doc;
  };
  const page = {
    async goto(url: string): Promise<{ status: () => number }> {
      const pathname = new URL(url, 'http://site.test').pathname;
      const file = path.join(dist, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
      if (!fs.existsSync(file)) return { status: () => 404 };
      doc = new window.DOMParser().parseFromString(fs.readFileSync(file, 'utf8'), 'text/html') as unknown as Document;
      return { status: () => 200 };
    },
    locator: (selector: string, options?: { hasText?: string }) => locate(() => select(current(), selector, options)),
    async $$eval<T, E extends Element = Element>(selector: string, fn: (els: E[]) => T): Promise<T> {
      return fn([...current().querySelectorAll(selector)] as E[]);
    },
  };
  return { page, close: () => window.happyDOM.close() };
}
