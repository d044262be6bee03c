// What a browser needs before it can paint a built page, read from the HTML alone: the head's
// render-blocking requests and the priority (LCP) picture with the candidate a phone would choose.
// Shared by scripts/critical-bytes.ts (figures) and test/audit/critical-path.test.ts (gates).
import { scanTags } from '../../generator/util/html-scan.ts';

export interface Viewport {
  width: number;
  dpr: number;
  label: string;
}

export interface PriorityPicture {
  /** Offset of the <img> (or its <picture>) in the HTML. */
  at: number;
  img: Map<string, string>;
  /** srcset and sizes of the candidate list a browser uses: a <picture>'s first typed <source>, or the <img>. */
  srcset?: string;
  sizes?: string;
  /** The <head> has a preload for it (so it is requested before the body is parsed). */
  preloaded: boolean;
}

/** Stylesheets and classic scripts in <head> that hold the first paint: their URLs. */
export function renderBlocking(head: string): string[] {
  const out: string[] = [];
  for (const t of scanTags(head, ['link', 'script'])) {
    const a = t.attrs;
    if (t.name === 'link' && a.get('rel')?.split(/\s+/).includes('stylesheet') && !a.has('disabled')) {
      const media = a.get('media');
      if (!media || media === 'all' || media === 'screen') out.push(a.get('href') ?? '');
    } else if (t.name === 'script' && a.get('src') && !a.has('async') && !a.has('defer') && a.get('type') !== 'module') {
      out.push(a.get('src') ?? '');
    }
  }
  return out;
}

/**
 * The page's priority image: the <img> marked fetchpriority="high", else the first <img> that is not
 * lazy (what Lighthouse would most likely find as the LCP when it is an image).
 */
export function priorityPicture(html: string): PriorityPicture | undefined {
  const bodyAt = html.search(/<body\b/i);
  const body = html.slice(bodyAt);
  const imgs = [...body.matchAll(/<img\b[^>]*>/gi)];
  const pick = imgs.find((m) => /\sfetchpriority="high"/i.test(m[0])) ?? imgs.find((m) => !/\sloading="lazy"/i.test(m[0]));
  if (!pick || pick.index === undefined) return undefined;
  const img = scanTags(pick[0])[0].attrs;
  let at = bodyAt + pick.index;
  let srcset = img.get('srcset');
  let sizes = img.get('sizes');
  const open = body.lastIndexOf('<picture', pick.index);
  if (open >= 0 && body.lastIndexOf('</picture>', pick.index) < open) {
    at = bodyAt + open;
    const source = scanTags(body.slice(open, pick.index)).find((t) => t.name === 'source' && t.attrs.get('srcset'));
    if (source) {
      srcset = source.attrs.get('srcset');
      sizes = source.attrs.get('sizes');
    }
  }
  const head = html.slice(0, bodyAt);
  const first = (srcset ?? img.get('src') ?? '').trim().split(/[\s,]+/)[0];
  const preloaded = scanTags(head, ['link']).some(
    (l) => l.attrs.get('rel') === 'preload' && l.attrs.get('as') === 'image' && (l.attrs.get('imagesrcset') ?? l.attrs.get('href') ?? '').includes(first),
  );
  return { at, img, srcset, sizes, preloaded };
}

/** A CSS length of a `sizes` value in CSS pixels at `width` (px, vw, and calc() of those). */
function lengthPx(value: string, width: number): number {
  const v = value.trim();
  const calc = /^calc\((.*)\)$/.exec(v);
  if (calc) {
    const terms = calc[1].split(/\s+([+-])\s+/);
    let total = lengthPx(terms[0], width);
    for (let i = 1; i < terms.length; i += 2) total += (terms[i] === '-' ? -1 : 1) * lengthPx(terms[i + 1], width);
    return total;
  }
  const n = Number.parseFloat(v);
  if (v.endsWith('vw')) return (n * width) / 100;
  if (v.endsWith('rem') || v.endsWith('em')) return n * 16;
  return n;
}

/** The slot width in CSS pixels that `sizes` gives at a viewport `width` ((min|max)-width conditions). */
export function slotWidth(sizes: string | undefined, width: number): number {
  if (!sizes) return width;
  for (const entry of sizes.split(/,(?![^(]*\))/)) {
    const m = /^\s*(\((?:min|max)-width:\s*[\d.]+px\))?\s*(.+)$/.exec(entry);
    if (!m) continue;
    const cond = m[1] && /\((min|max)-width:\s*([\d.]+)px\)/.exec(m[1]);
    if (!cond || (cond[1] === 'min' ? width >= Number(cond[2]) : width <= Number(cond[2]))) return lengthPx(m[2], width);
  }
  return width;
}

/** The URL a browser picks from the priority picture at a viewport: the smallest candidate ≥ slot × DPR. */
export function pickForViewport(p: PriorityPicture, v: Viewport): string | undefined {
  if (!p.srcset) return p.img.get('src');
  const need = slotWidth(p.sizes, v.width) * v.dpr;
  const candidates = p.srcset
    .split(/,\s+/)
    .map((c) => c.trim().split(/\s+/))
    .map(([url, d]) => ({ url, w: d?.endsWith('w') ? Number.parseFloat(d) : d?.endsWith('x') ? Number.parseFloat(d) * v.width : v.width }))
    .sort((a, b) => a.w - b.w);
  return (candidates.find((c) => c.w >= need) ?? candidates[candidates.length - 1])?.url;
}
