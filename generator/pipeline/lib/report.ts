import type { BuildResult } from '../index.ts';

const kb = (n: number) => (n / 1024).toFixed(1);

/** The summary table printed after a build. */
export function formatReport(result: BuildResult): string {
  const rows = result.pages.map((p) => [
    p.url,
    kb(p.htmlBytes),
    kb(p.cssGzip),
    kb(p.jsUpfrontGzip),
    [...p.islands.map((i) => `island:${i}`), ...p.enhancements].join(' ') || '-',
  ]);
  const header = ['route', 'HTML KB', 'CSS KB gz', 'JS KB gz', 'islands / enhancements'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 || i === r.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const t = result.timings;
  return [
    line(header),
    ...rows.map(line),
    '',
    `${result.pages.length} pages in ${result.totalMs} ms (${Object.entries(t)
      .map(([name, ms]) => `${name} ${ms}`)
      .join(' · ')})`,
    `images: ${result.images.encoded} encoded from ${result.images.decoded} decoded sources, ${result.images.cached} from cache · ` +
      `linaria: ${result.linaria.transformed} transformed, ${result.linaria.cached} from cache · ` +
      `files: ${result.write.written} written, ${result.write.unchanged} unchanged`,
    `share pictures: ${result.shareImages.encoded} rendered, ${result.shareImages.cached} from cache`,
    ...result.notes,
  ].join('\n');
}
