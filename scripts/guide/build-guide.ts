// `npm run guide`: writes assets/guide.pdf (site/downloads/guide-pdf.ts draws it from content/guide.ts).
//   node --import tsx scripts/guide/build-guide.ts [output.pdf]
// Stops with an error when the guide has too few or too many pages, or grows too large.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GuideLayoutError, renderGuide } from '../../site/downloads/guide-pdf.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_OUTPUT = path.join(ROOT, 'assets', 'guide.pdf');
const MAX_BYTES = 200 * 1024;
const PAGE_RANGE = { min: 4, max: 6 };

async function main(): Promise<void> {
  const output = path.resolve(process.argv[2] ?? DEFAULT_OUTPUT);
  const started = performance.now();
  const bytes = await renderGuide();
  const pages = (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  if (pages < PAGE_RANGE.min || pages > PAGE_RANGE.max) {
    throw new GuideLayoutError(`The guide has ${pages} pages; it should have ${PAGE_RANGE.min} to ${PAGE_RANGE.max}.`);
  }
  if (bytes.length > MAX_BYTES) {
    throw new GuideLayoutError(`The guide is ${bytes.length} bytes; keep it under ${MAX_BYTES}.`);
  }
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, bytes);
  const ms = Math.round(performance.now() - started);
  console.log(`guide: wrote ${path.relative(process.cwd(), output) || output} (${pages} pages, ${(bytes.length / 1024).toFixed(1)} KB) in ${ms} ms`);
}

main().catch((error: unknown) => {
  console.error(error instanceof GuideLayoutError ? `guide: ${error.message}` : error);
  process.exit(1);
});
