// The "who we are" motion piece for the media page: logo reveal, six service beats, closing lockup.
// introFrameSvg(w, h, seed, seconds) renders one frame at time `seconds` (0..duration).
import { Doc, g, rect, circle, n, place } from '../../../site/lib/drawing/svg.ts';
import { rng } from '../../../site/lib/drawing/prng.ts';
import { themes, color } from '../../../site/lib/drawing/palette.ts';
import { lettering, measure } from '../../../site/lib/drawing/font.ts';
import { motifs, type MotifName } from '../../../site/lib/drawing/motifs/index.ts';
import { constellation } from './animated.ts';
import { markSvg, markOnLight } from '../../../site/lib/drawing/brand.ts';

export const INTRO_SECONDS = 20;

const beats: { motif: MotifName; title: string; sub: string }[] = [
  { motif: 'gears', title: 'ERP', sub: 'ENTERPRISE PLATFORMS DONE RIGHT' },
  { motif: 'cloud', title: 'CLOUD', sub: 'MIGRATE · INTEGRATE · RUN' },
  { motif: 'brain', title: 'AI & DATA', sub: 'INSIGHT FROM EVERY SIGNAL' },
  { motif: 'shield', title: 'SECURITY', sub: 'GOVERNANCE · RISK · COMPLIANCE' },
  { motif: 'server', title: 'MANAGED IT', sub: '24X7 SUPPORT AND OPERATIONS' },
  { motif: 'team', title: 'STAFFING', sub: 'THE RIGHT PEOPLE FASTER' },
];
const BEAT_START = 4;
const BEAT_LEN = 2;

const clamp = (v: number) => Math.max(0, Math.min(1, v));
const ease = (v: number) => {
  const x = clamp(v);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
};
/** 0..1 ramp between a and b. */
const ramp = (t: number, a: number, b: number) => ease((t - a) / (b - a));

function backdrop(d: Doc, seed: number): string {
  const { w: W, h: H } = d;
  return g([rect(0, 0, W, H, 0, d.linear(color.navy, color.navy700, 110)), circle(W * 0.2, H * 0.8, H * 0.7, d.glow(color.maroon500, 0.35)), circle(W * 0.85, H * 0.15, H * 0.6, d.glow(color.navy500, 0.5)), g(constellation(d, seed, 30), { opacity: 0.55 })]);
}

function logoReveal(d: Doc, t: number): string {
  const { w: W, h: H } = d;
  const s = H * 0.26;
  const cap = s * 0.56;
  const wordW = measure('ONAS', 3.6) * (cap / 10);
  const x = W / 2 - (s * 1.25 + wordW) / 2;
  const y = H * 0.42 - s / 2;
  const k = s / 40;
  const tile = ramp(t, 0.1, 0.8);
  const ring = ramp(t, 0.5, 1.5);
  const node = ramp(t, 1.3, 1.7);
  const m = markSvg(0, 0, 40, markOnLight, 'ir');
  const ringLen = 2 * Math.PI * 11 * 0.86;
  const markBody = m.body
    .replace(/<path d="M27.4[^>]*\/>/, `<path d="M27.4 11.6A11 11 0 1 0 31 20" fill="none" stroke="#ffffff" stroke-width="4.6" stroke-linecap="round" stroke-dasharray="${n(ringLen)}" stroke-dashoffset="${n(ringLen * (1 - ring))}" opacity="${ring > 0 ? 1 : 0}"/>`)
    .replace(/<circle cx="29.6" cy="13.4" r="3.6"/, `<circle cx="29.6" cy="13.4" r="${n(3.6 * node)}"`);
  const word = 'ONAS'
    .split('')
    .map((ch, i) => {
      const a = ramp(t, 1.6 + i * 0.18, 2.1 + i * 0.18);
      void k;
      const offs = i === 0 ? 0 : measure('ONAS'.slice(0, i), 3.6) + 3.6;
      return lettering(ch, x + s * 1.25 + offs * (cap / 10), y + (s - cap) / 2 + (1 - a) * H * 0.03, { size: cap, color: color.white, weight: 2.3, opacity: a });
    })
    .join('');
  const tagA = ramp(t, 2.5, 3.1);
  return g([
    `<defs>${m.defs}</defs>`,
    g(markBody, { transform: `translate(${n(x + s / 2)} ${n(y + s / 2)}) scale(${n(k * (0.85 + 0.15 * tile))}) translate(-20 -20)`, opacity: n(tile) }),
    word,
    lettering('IT CONSULTING · STAFFING · EDTECH', W / 2, H * 0.68, { size: H * 0.032, color: color.accent, weight: 1.7, tracking: 3.4, anchor: 'middle', opacity: tagA }),
  ]);
}

function beat(d: Doc, i: number, local: number, t: number): string {
  const { w: W, h: H } = d;
  const b = beats[i]!;
  const inA = ramp(local, 0, 0.45);
  const slide = (1 - inA) * W * 0.04;
  const cx = W * 0.3;
  const cy = H * 0.48;
  const r = H * 0.25;
  const p = d.p;
  const tx = W * 0.52;
  const room = W * 0.43;
  /** Largest cap height up to `max` that keeps the text inside the right column. */
  const fit = (text: string, max: number, tr: number) => Math.min(max, (room / measure(text, tr)) * 10);
  return g([
    circle(cx, cy, r * 1.45, d.glow(color.accent, 0.18)),
    circle(cx, cy, r, p.surface, { stroke: p.edge, 'stroke-width': 3 }),
    circle(cx, cy, r * 1.16, 'none', { stroke: color.accent, 'stroke-width': 3, 'stroke-dasharray': '14 12', transform: `rotate(${n(t * 24)} ${n(cx)} ${n(cy)})`, opacity: 0.7 }),
    place(motifs[b.motif](d, { phase: (t / 2) % 1 }), cx, cy + Math.sin(t * Math.PI) * H * 0.01, r * 1.3 * (0.9 + 0.1 * inA)),
    g(
      [
        lettering(`0${i + 1}`, tx, H * 0.3, { size: H * 0.035, color: color.accent, weight: 1.8 }),
        rect(tx, H * 0.36, W * 0.06, 4, 2, color.accent),
        lettering(b.title, tx, H * 0.42, { size: fit(b.title, H * 0.09, 2.8), color: color.white, weight: 2.1, tracking: 2.8 }),
        lettering(b.sub, tx, H * 0.6, { size: fit(b.sub, H * 0.03, 3), color: color.navy100, weight: 1.7, tracking: 3 }),
      ],
      { transform: `translate(${n(slide)} 0)` },
    ),
    ...beats.map((_, k) => circle(W / 2 + (k - 2.5) * H * 0.05, H * 0.88, H * 0.009, k === i ? color.accent : color.navy500)),
  ]);
}

function closing(d: Doc, t: number): string {
  const { w: W, h: H } = d;
  const a = ramp(t, 0, 0.6);
  const b = ramp(t, 1.4, 2.0);
  const m = markSvg(0, 0, 40, markOnLight, 'ic');
  const s = H * 0.2;
  return g([
    `<defs>${m.defs}</defs>`,
    lettering('WHO WE ARE', W / 2, H * 0.16, { size: H * 0.035, color: color.accent, weight: 1.8, tracking: 4, anchor: 'middle', opacity: a }),
    g(m.body, { transform: `translate(${n(W / 2 - s * 1.5)} ${n(H * 0.3)}) scale(${n(s / 40)})`, opacity: n(a) }),
    lettering('ONAS', W / 2 - s * 0.3, H * 0.3 + s * 0.2, { size: s * 0.6, color: color.white, weight: 2.3, tracking: 3.6, opacity: a }),
    lettering('CONSULTING · TECHNOLOGY · TALENT', W / 2, H * 0.62, { size: H * 0.034, color: color.white, weight: 1.7, tracking: 3.2, anchor: 'middle', opacity: b }),
    rect(W / 2 - W * 0.08 * b, H * 0.7, W * 0.16 * b, 4, 2, color.accent),
    lettering('HYDERABAD · CHENNAI · USA', W / 2, H * 0.76, { size: H * 0.028, color: color.navy100, weight: 1.6, tracking: 3.2, anchor: 'middle', opacity: ramp(t, 2.2, 2.8) }),
  ]);
}

export function introFrameSvg(w: number, h: number, seed: number, seconds: number): string {
  const t = Math.min(seconds, INTRO_SECONDS - 1e-6);
  const d = new Doc(w, h, themes.dark, rng(seed), t / INTRO_SECONDS);
  const layers: string[] = [backdrop(d, seed)];
  const fadeOut = (start: number, end: number) => 1 - ramp(t, start, end);
  if (t < BEAT_START + 0.3) layers.push(g(logoReveal(d, t), { opacity: n(fadeOut(BEAT_START - 0.3, BEAT_START + 0.2)) }));
  for (let i = 0; i < beats.length; i++) {
    const s0 = BEAT_START + i * BEAT_LEN;
    if (t < s0 - 0.2 || t > s0 + BEAT_LEN + 0.3) continue;
    const op = ramp(t, s0 - 0.2, s0 + 0.2) * fadeOut(s0 + BEAT_LEN - 0.2, s0 + BEAT_LEN + 0.2);
    layers.push(g(beat(d, i, t - s0, t), { opacity: n(op) }));
  }
  const end = BEAT_START + beats.length * BEAT_LEN;
  if (t > end - 0.2) layers.push(g(closing(d, t - end), { opacity: n(ramp(t, end - 0.2, end + 0.3)) }));
  return d.render(g(layers));
}
