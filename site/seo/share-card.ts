// Share card (og:image, 1200×630): the logo, a page's area and headline in the stroke lettering,
// and one motif on the dark brand ground. All text is drawn as paths, so rendering needs no font.
import { markOnDark, markSvg } from '../lib/drawing/brand.ts';
import { drawable, lettering, measure } from '../lib/drawing/font.ts';
import { color, mix, themes } from '../lib/drawing/palette.ts';
import { rng } from '../lib/drawing/prng.ts';
import { circle, Doc, g, place, rect } from '../lib/drawing/svg.ts';
import { plus } from '../lib/drawing/motifs/parts.ts';
import { motifs, type MotifName } from '../lib/drawing/motifs/index.ts';

export const SHARE_W = 1200;
export const SHARE_H = 630;

export interface ShareCard {
  headline: string;
  area: string;
  /** The site's host name, shown in the corner. */
  host: string;
  motif: MotifName;
  seed: string;
}

const LEFT = 80;
/** The headline column ends where the motif's disc begins. */
const TEXT_RIGHT = 760;
const TRACKING = 2.4;

/** Greedy word wrap in glyph units; null when a single word is wider than the line. */
export function wrap(text: string, maxUnits: number): string[] | null {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (measure(word, TRACKING) > maxUnits) return null;
    const next = current ? `${current} ${word}` : word;
    if (measure(next, TRACKING) <= maxUnits) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The largest cap height (px) at which the headline fits the column in at most three lines. A
 * line break after a colon is preferred ("WHY ONAS:" / "IT CONSULTING…" rather than leaving a
 * word of the second part dangling after the colon).
 */
export function fitHeadline(headline: string): { size: number; lines: string[] } {
  const parts = headline.split(/(?<=:)\s+/);
  for (const size of [58, 52, 46, 41, 37, 33]) {
    const units = (TEXT_RIGHT - LEFT) / (size / 10);
    const byPart = parts.map((part) => wrap(part, units));
    const lines = byPart.every(Boolean) && byPart.flat().length <= 3 ? (byPart.flat() as string[]) : wrap(headline, units);
    if (lines && lines.length <= 3) return { size, lines };
  }
  throw new Error(`share card: headline "${headline}" does not fit in three lines`);
}

/**
 * The dark brand ground with its texture and confetti kept to the right of the text column (the
 * art pipeline's random background let shapes fall on the headline and the logo).
 */
function ground(d: Doc, cx: number, cy: number): string {
  const th = d.theme;
  return g([
    rect(0, 0, SHARE_W, SHARE_H, 0, d.linear(th.bg[0], th.bg[1], 120)),
    circle(150, 620, 420, d.glow(color.maroon500, 0.4)),
    circle(1100, 40, 300, d.glow(color.navy500, 0.5)),
    rect(800, 36, 372, 300, 18, d.dots(th.texture, 18, 1.4), { opacity: 0.4 }),
    circle(cx, cy, 214, 'none', { stroke: th.paint.line, 'stroke-width': 1.5, opacity: 0.25 }),
    plus(1140, 560, 9, th.paint.accent, 4, 0.8),
    circle(812, 585, 6, th.paint.second, { opacity: 0.6 }),
    circle(1165, 400, 8, 'none', { stroke: th.paint.mainLight, 'stroke-width': 3, opacity: 0.5 }),
  ]);
}

export function shareCardSvg(input: ShareCard): string {
  // The alphabet has capitals only: keep "24x7" from turning into "24X7".
  const card = { ...input, headline: input.headline.replace(/(\d)x(\d)/g, '$1×$2') };
  for (const text of [card.headline, card.area, card.host]) {
    if (!drawable(text)) throw new Error(`share card: "${text}" has a character the stroke lettering cannot draw (site/lib/drawing/font.ts)`);
  }
  const d = new Doc(SHARE_W, SHARE_H, themes.dark, rng(card.seed));
  const p = d.p;
  const [cx, cy] = [975, 320];
  const out: string[] = [ground(d, cx, cy)];

  // The motif on a lit disc at the right.
  out.push(circle(cx, cy, 200, d.glow(color.maroon500, 0.55)));
  out.push(circle(cx, cy, 158, d.linear(mix(color.navy700, color.white, 0.08), color.navy, 120), { stroke: mix(color.navy500, color.white, 0.2), 'stroke-width': 2 }));
  out.push(place(motifs[card.motif](d, {}), cx, cy, 230));

  // Logo: the mark in its on-dark colours (the navy tile would vanish into the ground), wordmark in white.
  const mark = markSvg(LEFT, 64, 56, markOnDark, 'sm');
  out.push(`<defs>${mark.defs}</defs>`, mark.body);
  out.push(lettering('ONAS', LEFT + 76, 77, { size: 30, color: color.white, weight: 2.2, tracking: 3.6 }));

  // The area label and the headline under it, centred as one group between the logo and the footer.
  const { size, lines } = fitHeadline(card.headline);
  const lead = size * 1.55;
  const blockH = size + lead * (lines.length - 1);
  const gap = 46;
  const areaY = Math.round(150 + (370 - (16 + gap + blockH)) / 2);
  out.push(rect(LEFT, areaY + 5, 36, 6, 3, p.accent));
  out.push(lettering(card.area, LEFT + 52, areaY, { size: 16, color: p.accent, weight: 2, tracking: 3.4 }));
  const top = areaY + 16 + gap;
  lines.forEach((line, i) => out.push(lettering(line, LEFT, top + i * lead, { size, color: color.white, weight: size > 45 ? 1.75 : 1.9, tracking: TRACKING })));

  // Footer: the host name.
  out.push(rect(LEFT, 540, TEXT_RIGHT - LEFT, 1.5, 0, mix(color.navy500, color.white, 0.25)));
  out.push(lettering(card.host, LEFT, 562, { size: 15, color: color.navy100, weight: 1.8, tracking: 3 }));

  return d.render(g(out));
}
