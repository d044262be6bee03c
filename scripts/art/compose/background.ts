// Backgrounds: gradient ground, soft glows, a dot or line texture and sparse geometric confetti.
import { circle, g, rect, path, n, type Doc } from '../../../site/lib/drawing/svg.ts';
import { plus } from '../../../site/lib/drawing/motifs/parts.ts';

export interface BgOptions {
  /** Where the subject sits (glows gather around it), as fractions of the canvas. */
  focus?: [number, number];
  texture?: 'dots' | 'grid' | 'none';
  confetti?: number;
}

export function background(d: Doc, o: BgOptions = {}): string {
  const { w, h, theme: th, r } = d;
  const [fx, fy] = o.focus ?? [0.5, 0.5];
  const out: string[] = [rect(0, 0, w, h, 0, d.linear(th.bg[0], th.bg[1], r.pick([60, 75, 110, 120])))];
  // soft glows
  out.push(circle(fx * w, fy * h, h * 0.55, d.glow(th.glows[1], th.glowOpacity)));
  out.push(circle(r.range(0.05, 0.3) * w, r.range(0.1, 0.9) * h, h * r.range(0.35, 0.5), d.glow(th.glows[0], th.glowOpacity)));
  out.push(circle(r.range(0.7, 0.95) * w, r.range(0.1, 0.9) * h, h * r.range(0.3, 0.45), d.glow(th.glows[0], th.glowOpacity * 0.7)));
  // texture patch
  const tex = o.texture ?? r.pick(['dots', 'grid'] as const);
  if (tex !== 'none') {
    const gap = Math.round(h * 0.028);
    const fill = tex === 'dots' ? d.dots(th.texture, gap, Math.max(1, h * 0.0022)) : d.grid(th.texture, gap * 2, Math.max(0.6, h * 0.001));
    const pw = w * r.range(0.3, 0.45);
    const ph = h * r.range(0.4, 0.6);
    const px = r.chance(0.5) ? w * 0.04 : w * 0.96 - pw;
    const py = r.chance(0.5) ? h * 0.06 : h * 0.94 - ph;
    out.push(rect(px, py, pw, ph, h * 0.03, fill, { opacity: n(th.textureOpacity * 4) }));
  }
  // big faint ring
  out.push(circle(fx * w + r.range(-0.25, 0.25) * w, fy * h, h * r.range(0.38, 0.48), 'none', { stroke: th.paint.line, 'stroke-width': Math.max(1, h * 0.002), opacity: 0.18 }));
  // confetti
  const count = o.confetti ?? 7;
  const p = th.paint;
  for (let i = 0; i < count; i++) {
    const x = r.range(0.03, 0.97) * w;
    const y = r.range(0.04, 0.96) * h;
    if (Math.abs(x / w - fx) < 0.2 && Math.abs(y / h - fy) < 0.25) continue;
    const k = r.int(0, 3);
    const s = h * r.range(0.008, 0.016);
    if (k === 0) out.push(plus(x, y, s, p.accent, s * 0.45, 0.8));
    else if (k === 1) out.push(circle(x, y, s * 0.6, p.second, { opacity: 0.5 }));
    else if (k === 2) out.push(circle(x, y, s * 0.9, 'none', { stroke: p.mainLight, 'stroke-width': s * 0.35, opacity: 0.5 }));
    else out.push(path(`M${n(x - s)} ${n(y + s * 0.6)}L${n(x)} ${n(y - s * 0.9)}L${n(x + s)} ${n(y + s * 0.6)}Z`, p.accent, { opacity: 0.55 }));
  }
  return g(out);
}
