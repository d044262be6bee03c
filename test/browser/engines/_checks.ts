// What the route sweep measures in a page, in every engine alike: each function runs in the page
// (EnginePage.evaluate), so it sees only its argument and the DOM.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Landmark extends Box {
  name: string;
}

export interface PageReport {
  enhanced: boolean;
  /** How far the document is wider than the viewport (0: no horizontal overflow), and the widest culprits. */
  overflow: { by: number; culprits: string[] };
  /** Pairs of visible elements in the header, the hero or the footer whose boxes overlap. */
  overlaps: string[];
  landmarks: Landmark[];
}

/** In the page: the report for one route at the current width. */
export function pageReport(): PageReport {
  const root = document.documentElement;
  const name = (el: Element): string => {
    const id = el.id ? `#${el.id}` : '';
    const label = el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby');
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${id}${label && !id ? `[${label}]` : ''}${text && !id && !label ? ` "${text}"` : ''}`;
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions);
  };
  const box = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    return { x: Math.round(r.x + scrollX), y: Math.round(r.y + scrollY), width: Math.round(r.width), height: Math.round(r.height) };
  };

  // Horizontal overflow: the document scrolls sideways. The culprits: the elements reaching furthest right.
  const by = root.scrollWidth - root.clientWidth;
  const culprits =
    by > 0
      ? [...document.body.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
          .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
          .slice(0, 3)
          .map((el) => `${name(el)} right=${Math.round(el.getBoundingClientRect().right)}`)
      : [];

  const header = document.querySelector('body header:not(main header)');
  const main = document.querySelector('main');
  const h1 = document.querySelector('h1');
  // The hero: the child of main that holds the h1.
  const hero = main && h1 ? ([...main.children].find((c) => c.contains(h1)) ?? null) : null;
  const footer = [...document.querySelectorAll('footer')].filter((f) => !main?.contains(f)).at(-1) ?? null;

  // Overlap: leaf content (text blocks, links, buttons, images, fields) of one region, pairwise, when
  // neither contains the other and both are visible. Touching edges and sub-pixel overlaps do not count.
  const ITEMS = 'a, button, img, svg, h1, h2, h3, p, input, select, textarea, label, summary';
  const MEDIA = 'img, video, picture';
  // A control laid over media on purpose (the slideshow's pause button on its image) is positioned out of
  // the flow: such a pair is by design, not a collision.
  const overlaid = (el: Element, region: Element) => {
    for (let e: Element | null = el; e && e !== region; e = e.parentElement) if (/absolute|fixed/.test(getComputedStyle(e).position)) return true;
    return false;
  };
  const overlaps: string[] = [];
  for (const region of [header, hero, footer]) {
    if (!region) continue;
    const items = [...region.querySelectorAll(ITEMS)].filter(visible);
    for (let i = 0; i < items.length; i++) {
      const a = items[i].getBoundingClientRect();
      for (let j = i + 1; j < items.length; j++) {
        if (items[i].contains(items[j]) || items[j].contains(items[i])) continue;
        const [p, q] = [items[i], items[j]];
        if ((p.matches(MEDIA) && overlaid(q, region)) || (q.matches(MEDIA) && overlaid(p, region))) continue;
        const b = items[j].getBoundingClientRect();
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 2 && h > 2) overlaps.push(`${name(items[i])} ${JSON.stringify(box(items[i]))} overlaps ${name(items[j])} ${JSON.stringify(box(items[j]))}`);
      }
    }
  }

  const landmarks: Landmark[] = [];
  const add = (label: string, el: Element | null | undefined) => {
    if (el && visible(el)) landmarks.push({ name: label, ...box(el) });
  };
  add('header', header);
  for (const nav of header?.querySelectorAll('nav') ?? []) add(`header nav[${nav.getAttribute('aria-label') ?? ''}]`, nav);
  add('h1', h1);
  add('hero image', hero ? [...hero.querySelectorAll('img, video')].find(visible) : null);
  [...(main?.children ?? [])].forEach((child, i) => {
    const label = child.id
      ? `#${child.id}`
      : child.getAttribute('aria-labelledby')
        ? `[aria-labelledby=${child.getAttribute('aria-labelledby')}]`
        : `:nth-child(${i + 1})`;
    add(`main > ${child.tagName.toLowerCase()}${label}`, child);
  });
  add('footer', footer);

  return { enhanced: root.hasAttribute('data-enhanced'), overflow: { by, culprits }, overlaps, landmarks };
}

/**
 * The layout parity tolerance (docs/engines.md). Horizontal: a landmark's left edge and width may differ
 * from Chromium's by 8 px or 3% of the larger value, whichever is more. Vertical: its height, and its top
 * measured from the landmark before it, by 24 px or 15%. Tops are relative so that a difference shows
 * once, where it arises, not again in every box below it. Vertical is looser because all three engines
 * draw system-ui with the same font file but shape and round its advances differently, so a paragraph may
 * break a line earlier and gain a line (28 px of 16.8 px text): the worst seen on this site is a 621 px
 * prose section 72 px (11.6%) taller in WebKit at 375 px. A broken layout (a grid fallen to one column, a
 * box escaping its container, a missing element) moves far more than that.
 */
export const PARITY = { x: { px: 8, ratio: 0.03 }, y: { px: 24, ratio: 0.15 } };

/** The differences beyond the tolerance between Chromium's landmarks and another engine's, one line each. */
export function parityDiffs(engine: string, chromium: Landmark[], other: Landmark[]): string[] {
  const diffs: string[] = [];
  const byName = new Map(other.map((l, i) => [l.name, { l, prev: other[i - 1] }]));
  const within = (a: number, b: number, t: { px: number; ratio: number }) => Math.abs(a - b) <= Math.max(t.px, t.ratio * Math.max(Math.abs(a), Math.abs(b)));
  const show = (l: Box) => `{x ${l.x}, y ${l.y}, w ${l.width}, h ${l.height}}`;
  chromium.forEach((c, i) => {
    const found = byName.get(c.name);
    if (!found) {
      diffs.push(`${c.name}: chromium ${show(c)}, ${engine} has none visible`);
      return;
    }
    const o = found.l;
    const prevC = chromium[i - 1];
    const prevO = found.prev;
    const topC = prevC ? c.y - prevC.y : c.y;
    const topO = prevO ? o.y - prevO.y : o.y;
    const bad = [
      !within(c.x, o.x, PARITY.x) && 'x',
      !within(c.width, o.width, PARITY.x) && 'width',
      !within(c.height, o.height, PARITY.y) && 'height',
      !within(topC, topO, PARITY.y) && 'top',
    ].filter(Boolean);
    if (bad.length) diffs.push(`${c.name} (${bad.join(', ')}): chromium ${show(c)}, ${engine} ${show(o)}`);
  });
  for (const o of other) if (!chromium.some((c) => c.name === o.name)) diffs.push(`${o.name}: ${engine} ${show(o)}, chromium has none visible`);
  return diffs;
}
