// Illustrated head-and-shoulders portraits (600x600 design space, scaled to the output size).
import { circle, ellipse, g, path, rect, n, stroke, type Doc } from '../../../site/lib/drawing/svg.ts';
import { color, mix } from '../../../site/lib/drawing/palette.ts';
import { plus } from '../../../site/lib/drawing/motifs/parts.ts';

export type HairStyle = 'crop' | 'long' | 'bun' | 'shaved' | 'curly' | 'bob' | 'scarf' | 'quiff';
export type Outfit = 'suit' | 'blouse' | 'sweater' | 'shirt';

export interface PortraitLook {
  skin: string;
  hair: string;
  style: HairStyle;
  outfit: Outfit;
  cloth: string;
  /** Scarf / tie / inner shirt colour. */
  trim: string;
  bg: string;
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
  smile?: 'soft' | 'open';
}

const HEAD = 'M212 232C212 170 250 138 300 138C350 138 388 170 388 232C388 302 350 352 300 356C250 352 212 302 212 232Z';

function hairBack(l: PortraitLook): string {
  const c = l.hair;
  switch (l.style) {
    case 'long':
      return path('M194 250C186 138 248 102 300 102C352 102 414 138 406 250L420 470C380 494 220 494 180 470Z', c);
    case 'bun':
      return circle(300, 108, 44, c);
    case 'curly': {
      let out = '';
      for (let i = 0; i <= 12; i++) {
        const a = Math.PI * (0.92 + (i / 12) * 1.16);
        out += circle(300 + Math.cos(a) * 104, 222 + Math.sin(a) * 96, 46, c);
      }
      return out + ellipse(300, 200, 110, 96, c);
    }
    case 'bob':
      return path('M198 250C192 138 250 108 300 108C350 108 408 138 402 250L406 344C382 356 362 354 350 342H250C238 354 218 356 194 344Z', c);
    case 'scarf':
      return path('M192 262C186 136 248 96 300 96C352 96 414 136 408 262C408 340 386 396 430 446H170C214 396 192 340 192 262Z', l.trim);
    default:
      return '';
  }
}

function hairFront(l: PortraitLook): string {
  const c = l.hair;
  switch (l.style) {
    case 'crop':
      return path('M206 246C196 150 250 112 306 114C366 116 404 160 394 246C388 212 380 194 366 182C338 196 288 192 252 174C232 190 216 212 206 246Z', c);
    case 'long':
      return path('M210 244C204 150 260 118 312 122C362 126 398 172 390 250C374 200 342 176 300 168C270 192 240 204 210 244Z', c);
    case 'bun':
      return path('M208 236C202 150 250 124 300 124C350 124 398 150 392 236C382 194 352 168 300 166C248 168 218 194 208 236Z', c);
    case 'shaved':
      return path('M214 214C216 160 254 134 300 134C346 134 384 160 386 214C370 180 340 164 300 164C260 164 230 180 214 214Z', c, { opacity: 0.55 });
    case 'curly': {
      let out = '';
      for (let i = 0; i < 7; i++) out += circle(232 + i * 23, 160 + Math.abs(3 - i) * 7, 22, c);
      return out;
    }
    case 'bob':
      return path('M212 214C212 150 256 122 300 122C344 122 388 150 388 214C352 196 250 196 212 214Z', c);
    case 'scarf':
      return path('M214 226C214 164 252 130 300 130C348 130 386 164 386 226C372 184 340 166 300 166C260 166 228 184 214 226Z', mix(l.trim, '#000000', 0.12));
    case 'quiff':
      return path('M206 236C198 150 240 100 302 100C364 100 406 146 394 236C390 200 380 182 364 170C334 150 304 162 272 150C244 160 222 188 206 236Z', c);
  }
}

function outfit(l: PortraitLook): string {
  const body = 'M80 620C80 480 168 428 300 424C432 428 520 480 520 620Z';
  const c = l.cloth;
  const dark = mix(c, '#000000', 0.22);
  switch (l.outfit) {
    case 'suit':
      return g([path(body, c), path('M250 428L300 540L350 428Z', l.trim === 'white' ? color.white : color.gray100), path('M292 452H308L312 560L300 580L288 560Z', l.trim), path('M250 428L226 460L252 490L240 506L300 600L300 540Z', dark), path('M350 428L374 460L348 490L360 506L300 600L300 540Z', dark)]);
    case 'blouse':
      return g([path(body, c), path('M246 428C256 470 344 470 354 428Z', l.skin), path('M246 428C256 470 344 470 354 428', 'none', stroke(dark, 6))]);
    case 'sweater':
      return g([path(body, c), path('M252 430C262 460 338 460 348 430', 'none', stroke(dark, 16)), path('M150 520C170 560 170 580 168 600M450 520C430 560 430 580 432 600', 'none', stroke(dark, 6, { opacity: 0.5 }))]);
    case 'shirt':
      return g([path(body, c), path('M262 426L300 470L338 426Z', l.skin), path('M256 424L300 470L282 486L250 440Z', l.trim), path('M344 424L300 470L318 486L350 440Z', l.trim), path('M300 470V600', 'none', stroke(dark, 3))]);
  }
}

export function portraitSvg(d: Doc, l: PortraitLook): string {
  const r = d.r;
  const skinShade = mix(l.skin, '#000000', 0.14);
  const lip = mix(l.skin, color.maroon, 0.55);
  const eye = '#1d1a1a';
  const bgDark = mix(l.bg, '#000000', 0.08);
  const out: string[] = [];
  // ground
  out.push(rect(0, 0, 600, 600, 0, d.linear(mix(l.bg, '#ffffff', 0.35), l.bg, 115)));
  out.push(circle(300, 330, 250, mix(l.bg, '#ffffff', 0.45), { opacity: 0.7 }));
  out.push(rect(r.pick([30, 400]), r.pick([40, 420]), 170, 140, 20, d.dots(bgDark, 16, 2.6), { opacity: 0.8 }));
  out.push(circle(r.range(460, 540), r.range(80, 160), 26, 'none', { stroke: color.accent, 'stroke-width': 6, opacity: 0.7 }));
  out.push(plus(r.range(60, 130), r.range(380, 470), 14, color.maroon500, 6, 0.6));
  out.push(hairBack(l));
  // neck and body
  out.push(path('M262 300H338V410C338 430 262 430 262 410Z', l.skin));
  out.push(path('M262 330C280 352 320 352 338 330V300H262Z', skinShade));
  out.push(g(outfit(l), { transform: 'translate(0 -16)' }));
  // ears
  if (l.style !== 'scarf') {
    out.push(ellipse(212, 252, 16, 24, l.skin), ellipse(388, 252, 16, 24, l.skin), ellipse(212, 254, 7, 12, skinShade), ellipse(388, 254, 7, 12, skinShade));
    if (l.earrings) out.push(circle(210, 284, 7, color.accent), circle(390, 284, 7, color.accent));
  }
  // face
  out.push(path(HEAD, l.skin));
  out.push(path('M300 356C350 352 388 302 388 232C388 200 378 176 360 160C376 200 370 300 300 356Z', skinShade, { opacity: 0.3 }));
  out.push(hairFront(l));
  // features
  const browY = l.glasses ? 218 : 222;
  out.push(path(`M242 ${browY}Q262 ${browY - 12} 282 ${browY - 2}M318 ${browY - 2}Q338 ${browY - 12} 358 ${browY}`, 'none', stroke(mix(l.hair, '#000000', 0.1), 8)));
  out.push(ellipse(262, 252, 8, 9.5, eye), ellipse(338, 252, 8, 9.5, eye), circle(265, 249, 2.6, color.white), circle(341, 249, 2.6, color.white));
  out.push(path('M300 262C296 278 290 290 298 294', 'none', stroke(skinShade, 5)));
  out.push(circle(244, 296, 16, '#e89a8a', { opacity: 0.22 }), circle(356, 296, 16, '#e89a8a', { opacity: 0.22 }));
  if (l.beard) {
    out.push(path('M214 262C216 334 256 376 300 378C344 376 384 334 386 262C378 300 352 322 330 320C318 306 282 306 270 320C248 322 222 300 214 262Z', l.hair));
  }
  if (l.smile === 'open') {
    out.push(path('M270 314Q300 346 330 314Z', lip), path('M276 316Q300 326 324 316Z', color.white));
  } else {
    out.push(path('M274 316Q300 338 326 316', 'none', stroke(lip, 6.5)));
  }
  if (l.glasses) {
    out.push(
      g([rect(228, 230, 64, 46, 16, 'none'), rect(308, 230, 64, 46, 16, 'none'), path('M292 248Q300 240 308 248M228 246L212 242M372 246L388 242', 'none')], { fill: 'none', stroke: '#1e2633', 'stroke-width': 6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
      rect(234, 236, 52, 34, 12, color.white, { opacity: 0.12 }),
      rect(314, 236, 52, 34, 12, color.white, { opacity: 0.12 }),
    );
  }
  return g(out, { transform: `scale(${n(d.w / 600)})` });
}
