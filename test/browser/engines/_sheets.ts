// Contact sheets of the route sweep's screenshots, for people to look at (a report, never asserted): one
// PNG per engine with every route at each width, and an HTML page with the engines side by side per route.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';

/** Where the screenshots and sheets go: SITE_TEST_SHEETS, or engines-sheets in the temp folder. */
export const SHEETS_DIR = process.env.SITE_TEST_SHEETS ?? path.join(os.tmpdir(), 'engines-sheets');

/** A route as a file name: "/how-we-help/erp/sap/" → "how-we-help_erp_sap", "/" → "home". */
const slug = (route: string) => route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';

export const shotFile = (engine: string, route: string, width: number) => path.join(SHEETS_DIR, 'shots', `${engine}-${width}-${slug(route)}.png`);

const SCALE = 0.4;
const LABEL_H = 22;
const GAP = 12;

const label = (text: string, width: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_H}"><text x="4" y="16" font-family="sans-serif" font-size="14">${text.replace(/[<&]/g, '')}</text></svg>`,
  );

/** One engine's sheet: a row per route, its widths side by side, each shot scaled to SCALE. */
export async function writeSheet(engine: string, version: string, routes: string[], widths: number[]): Promise<string> {
  const cells: OverlayOptions[] = [];
  let y = LABEL_H + GAP;
  let sheetWidth = 0;
  cells.push({
    input: label(
      `${engine} (${version}): ${routes.length} routes at ${widths.slice(0, -1).join(', ')}${widths.length > 1 ? ' and ' : ''}${widths.at(-1)} px, first screen, ${SCALE * 100}%`,
      1200,
    ),
    left: GAP,
    top: 4,
  });
  for (const route of routes) {
    let x = GAP;
    let rowHeight = 0;
    for (const width of widths) {
      const file = shotFile(engine, route, width);
      if (!fs.existsSync(file)) continue;
      const meta = await sharp(file).metadata();
      const w = Math.round((meta.width ?? width) * SCALE);
      const h = Math.round((meta.height ?? 800) * SCALE);
      cells.push({ input: label(`${route} @${width}`, Math.max(w, 160)), left: x, top: y });
      cells.push({ input: await sharp(file).resize(w, h).png().toBuffer(), left: x, top: y + LABEL_H });
      x += Math.max(w, 160) + GAP;
      rowHeight = Math.max(rowHeight, h + LABEL_H);
    }
    sheetWidth = Math.max(sheetWidth, x);
    y += rowHeight + GAP;
  }
  const out = path.join(SHEETS_DIR, `${engine}.png`);
  await sharp({ create: { width: Math.max(sheetWidth, 1200), height: y, channels: 3, background: '#ffffff' } })
    .composite(cells)
    .png()
    .toFile(out);
  return out;
}

/** index.html: per route and width, the engines' shots side by side. */
export function writeIndex(engines: string[], routes: string[], widths: number[]): string {
  const rows = routes.flatMap((route) =>
    widths.map(
      (width) =>
        `<h2>${route} at ${width} px</h2><div class="row">${engines
          .map(
            (e) =>
              `<figure><img src="shots/${path.basename(shotFile(e, route, width))}" width="${Math.min(width, 640)}"><figcaption>${e}</figcaption></figure>`,
          )
          .join('')}</div>`,
    ),
  );
  const out = path.join(SHEETS_DIR, 'index.html');
  fs.writeFileSync(
    out,
    `<!doctype html><meta charset="utf-8"><title>Engines contact sheet</title><style>body{font:14px sans-serif}.row{display:flex;gap:12px;align-items:flex-start}figure{margin:0}img{border:1px solid #ccc}</style>${rows.join('\n')}`,
  );
  return out;
}

/** One page per route (route-<name>.html): a row per width, the engines side by side at their real size. */
export function writeRoutePages(engines: string[], routes: string[], widths: number[]): string[] {
  return routes.map((route) => {
    const rows = widths.map(
      (width) =>
        `<h2>${width} px</h2><div class="row">${engines
          .map((e) => `<figure><figcaption>${e}</figcaption><img src="shots/${path.basename(shotFile(e, route, width))}" width="${width}"></figure>`)
          .join('')}</div>`,
    );
    const out = path.join(SHEETS_DIR, `route-${slug(route)}.html`);
    fs.writeFileSync(
      out,
      `<!doctype html><meta charset="utf-8"><title>${route}: ${engines.join(', ')}</title><style>body{font:14px sans-serif}.row{display:flex;gap:16px;align-items:flex-start;overflow-x:auto}figure{margin:0}img{border:1px solid #ccc;max-width:none}</style><h1>${route}</h1>${rows.join('\n')}`,
    );
    return out;
  });
}
