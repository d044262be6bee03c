// What the <head> needs from the rendered body for the first paint: the priority image (the <img>
// marked fetchpriority="high", usually the LCP element) to preload, and the <link>s React 19 writes
// at the start of its output (it preloads the first plain images) so they can move into <head>.
import type { ImagePreload } from './html-document.ts';
import { scanTags } from '../../util/html-scan.ts';
import { detached } from '../../util/detached-string.ts';

const LEADING_LINKS = /^(?:\s*<link\b[^>]*>)+/;

/** Resource links React rendered before the page's markup, moved out of <body>. */
export function takeLeadingLinks(body: string): { body: string; links: string[] } {
  const m = LEADING_LINKS.exec(body);
  if (!m) return { body, links: [] };
  const links = [...m[0].matchAll(/<link\b[^>]*?\s*\/?>/g)].map((l) => l[0].replace(/\s*\/>$/, '>'));
  return { body: body.slice(m[0].length), links };
}

const PRIORITY_IMG = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i;

/**
 * The preload for the page's priority image. In a <picture>, the first <source> with a type (the
 * best format, which every browser that knows the type picks) gives srcset, sizes and type.
 */
export function priorityImage(body: string): ImagePreload | undefined {
  const m = PRIORITY_IMG.exec(body);
  if (!m) return undefined;
  const img = scanTags(m[0])[0].attrs;
  const open = body.lastIndexOf('<picture', m.index);
  const inPicture = open >= 0 && body.lastIndexOf('</picture>', m.index) < open;
  if (inPicture) {
    const source = scanTags(body.slice(open, m.index)).find((t) => t.name === 'source' && t.attrs.get('srcset'));
    if (source) {
      return { href: img.get('src') ?? '', srcset: source.attrs.get('srcset'), sizes: source.attrs.get('sizes'), type: source.attrs.get('type') };
    }
  }
  const srcset = img.get('srcset');
  return { href: img.get('src') ?? '', srcset: srcset || undefined, sizes: srcset ? img.get('sizes') : undefined };
}

/**
 * The image URLs a phone loads for the first view: every <img> not marked loading="lazy", and from a
 * <picture> its first source's candidate for a `slot`-pixel-wide slot (412 px × 2 by default).
 */
export function firstViewImages(body: string, slot = 824): string[] {
  const urls: string[] = [];
  let source: string | undefined;
  for (const t of scanTags(body.replace(/<\/picture>/g, '<picture-end>'), ['picture-end', 'picture', 'source', 'img'])) {
    if (t.name === 'picture' || t.name === 'picture-end') source = undefined;
    else if (t.name === 'source' && source === undefined) source = t.attrs.get('srcset');
    else if (t.name === 'img') {
      if (t.attrs.get('loading') !== 'lazy') {
        const set = source ?? t.attrs.get('srcset');
        urls.push(set ? pickCandidate(set, slot) : (t.attrs.get('src') ?? ''));
      }
      source = undefined;
    }
  }
  // Copies, not slices of the body: the page's report keeps them to the end of the build.
  return urls.filter((u) => u.startsWith('/')).map(detached);
}

function pickCandidate(srcset: string, slot: number): string {
  const candidates = srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .map(([url, w]) => ({ url, w: Number.parseInt(w ?? '', 10) || 0 }))
    .sort((a, b) => a.w - b.w);
  return (candidates.find((c) => c.w >= slot) ?? candidates[candidates.length - 1]).url;
}
