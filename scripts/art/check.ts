// Verifies the art deliverables: every expected path exists, sizes and formats are within limits,
// generated content lists point at real files, and (with --determinism) that a rebuild is byte-identical.
//   node --import tsx scripts/art/check.ts [--determinism] [--videos]
import { existsSync, readFileSync, statSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { groups } from './catalog/index.ts';
import { build, outputsOf } from './lib/build.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const problems: string[] = [];
const fail = (msg: string) => problems.push(msg);
const KB = 1024;

// ---- the deliverables list, written out independently of the catalog ----
const pad = (i: number) => String(i).padStart(2, '0');
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
type Want = { path: string; size?: [number, number] };
const want: Want[] = [];
const jpgs = (dir: string, names: string[], size: [number, number]) => names.forEach((nm) => want.push({ path: `${dir}/${nm}.jpg`, size }));
const W16: [number, number] = [1600, 1000];
const W12: [number, number] = [1200, 800];
const P6: [number, number] = [600, 600];

['assets/brand/logo.svg', 'assets/brand/logo-light.svg', 'assets/brand/mark.svg', 'assets/icon.svg', 'assets/favicon.ico', 'assets/apple-touch-icon.png'].forEach((p) => want.push({ path: p }));
jpgs('assets/images/home', ['tailored'], W16);
jpgs('assets/images/home', [...range(1, 4).map((i) => `value-${i}`), ...range(1, 6).map((i) => `explore-${i}`), 'newsletter'], W12);
const VIDEOS = [5, 12, 19, 26, 33, 40];
for (const i of range(1, 46)) {
  if (VIDEOS.includes(i)) {
    want.push({ path: `assets/media/hero/slide-${pad(i)}.mp4` }, { path: `assets/media/hero/slide-${pad(i)}.jpg`, size: [960, 540] });
  } else want.push({ path: `assets/media/hero/slide-${pad(i)}.jpg`, size: W16 });
}
jpgs(
  'assets/images/testimonials',
  range(1, 6).map((i) => `person-${i}`),
  P6,
);
range(1, 6).forEach((i) => want.push({ path: `assets/images/testimonials/company-${i}.svg` }));
const slugs = 'sap salesforce netsuite servicenow workday ai-ml cloud-integ data-eng-ana iot-services product-eng test-automation grc it-asset-management genai devops app-maintenance cloud-support cybersecurity it-infra network-support helpdesk web-dev seo social-media content-marketing email-marketing ppc'.split(' ');
const extra = 'sap salesforce netsuite servicenow workday ai-ml genai'.split(' ');
jpgs('assets/images/services', [...slugs, ...extra.flatMap((s) => [`${s}-2`, `${s}-3`]), 'how-we-help', 'erp', 'digital-transformation', 'managed-it-operations', 'other-services'], W16);
jpgs(
  'assets/images/grc',
  range(1, 6).map((i) => `row-${i}`),
  W12,
);
jpgs(
  'assets/images/genai',
  range(1, 15).map((i) => `insight-${pad(i)}`),
  W12,
);
const icons =
  'cmdb workflows risk speed license optimization lifecycle cloud database shield lock gear chart network code test server headset globe search megaphone mail cursor users rocket brain chip check clock handshake lightbulb target layers refresh document phone map-pin star arrow-right arrow-up arrow-down chevron-down chevron-left chevron-right menu close play pause external facebook instagram linkedin youtube'.split(
    ' ',
  );
icons.forEach((i) => want.push({ path: `assets/icons/${i}.svg` }));
jpgs(
  'assets/images/industries',
  'banking life-sciences public-services professional-services engineering-construction-operations communication-media-info education healthcare insurance manufacturing retail capital-markets consumer-goods-distribution energy-resources-utilities hi-tech information-technology oil-gas-energy travel-logistics consumer-electronics-packaged-goods natural-resources'.split(
    ' ',
  ),
  W12,
);
jpgs('assets/images/company', 'about company mission vision purpose culture benefits employees investors ideas awards blogs careers newsroom contact media case-1 case-2 case-3 case-4 values-integrity values-customer-success values-consulting-mindset values-trust values-equality-oneness not-found'.split(' '), W12);
jpgs(
  'assets/images/company',
  range(1, 4).map((i) => `leader-${i}`),
  P6,
);
jpgs(
  'assets/images/life',
  range(1, 16).map((i) => `photo-${pad(i)}`),
  [1600, 1067],
);
jpgs(
  'assets/images/staffing',
  'staffing it-consulting professional-services vacancy banking-finance finance-accounting hr-support legal-compliance pharma-healthcare-lifesciences sales-trade-marketing wholesale-retail managed-it staff-augmentation temporary-contract permanent-executive contract-to-hire remote-virtual offshore-staffing rpo-services bpo-services hire-recruiters technical-support'.split(
    ' ',
  ),
  W12,
);
want.push({ path: 'assets/media/resources/intro.mp4' }, { path: 'assets/media/resources/intro-poster.jpg', size: [960, 540] });
want.push({ path: 'content/home/hero-slides.ts' }, { path: 'content/why-onas/life/photos.ts' });

// ---- checks ----
function probe(file: string): Record<string, string>[] {
  const out = execFileSync(process.env.FFPROBE ?? 'ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,profile,pix_fmt,width,height:format=duration', '-of', 'json', file]).toString();
  const j = JSON.parse(out) as { streams: Record<string, string>[]; format: { duration: string } };
  return [...j.streams, { codec_type: 'format', duration: j.format.duration }];
}

async function checkOne(w: Want): Promise<void> {
  const file = join(root, w.path);
  if (!existsSync(file)) {
    fail(`missing ${w.path}`);
    return;
  }
  const bytes = statSync(file).size;
  const buf = readFileSync(file);
  if (w.path.endsWith('.jpg')) {
    const m = await sharp(buf).metadata();
    if (m.format !== 'jpeg') fail(`${w.path}: not a JPEG`);
    if (w.size && (m.width !== w.size[0] || m.height !== w.size[1])) fail(`${w.path}: ${m.width}x${m.height}, expected ${w.size.join('x')}`);
    if (bytes > 150 * KB) fail(`${w.path}: ${(bytes / KB).toFixed(0)} KB > 150 KB`);
  } else if (w.path.endsWith('.svg')) {
    const text = buf.toString();
    try {
      await sharp(buf).metadata();
    } catch (e) {
      fail(`${w.path}: invalid SVG (${(e as Error).message})`);
    }
    if (w.path.startsWith('assets/icons/')) {
      if (!text.includes('viewBox="0 0 24 24"') || !text.includes('stroke="currentColor"') || !text.includes('stroke-width="1.75"') || !text.includes('stroke-linecap="round"')) fail(`${w.path}: icon attributes`);
      if (/fill="(?!none)/.test(text)) fail(`${w.path}: icon has a fill`);
    }
    if (/<text|font-family/.test(text)) fail(`${w.path}: depends on fonts`);
  } else if (w.path.endsWith('.mp4')) {
    const intro = w.path.includes('intro');
    const limit = intro ? 1.5 * 1024 * KB : 350 * KB;
    if (bytes > limit) fail(`${w.path}: ${(bytes / KB).toFixed(0)} KB over budget`);
    const s = probe(file);
    const v = s.filter((x) => x.codec_type === 'video');
    const dur = Number(s.find((x) => x.codec_type === 'format')!.duration);
    if (s.some((x) => x.codec_type === 'audio')) fail(`${w.path}: has audio`);
    if (v.length !== 1 || v[0]!.codec_name !== 'h264' || !['Main', 'Constrained Baseline', 'Baseline'].includes(v[0]!.profile!) || v[0]!.pix_fmt !== 'yuv420p') fail(`${w.path}: codec ${JSON.stringify(v)}`);
    if (Number(v[0]?.width) !== 960 || Number(v[0]?.height) !== 540) fail(`${w.path}: not 960x540`);
    if (intro ? dur < 15 || dur > 25 : dur < 6 || dur > 8) fail(`${w.path}: duration ${dur}`);
    const moov = buf.indexOf('moov');
    const mdat = buf.indexOf('mdat');
    if (!(moov > 0 && moov < mdat)) fail(`${w.path}: not faststart`);
  } else if (w.path.endsWith('.ico')) {
    const count = buf.readUInt16LE(4);
    const sizes = range(0, count - 1).map((i) => buf.readUInt8(6 + i * 16));
    if (buf.readUInt16LE(2) !== 1 || sizes.join() !== '16,32,48') fail(`${w.path}: sizes ${sizes}`);
    for (let i = 0; i < count; i++) {
      const len = buf.readUInt32LE(6 + i * 16 + 8);
      const off = buf.readUInt32LE(6 + i * 16 + 12);
      const m = await sharp(buf.subarray(off, off + len)).metadata();
      if (m.format !== 'png' || m.width !== sizes[i]) fail(`${w.path}: entry ${i} is not a ${sizes[i]}px PNG`);
    }
  } else if (w.path.endsWith('.png')) {
    const m = await sharp(buf).metadata();
    if (m.width !== 180 || m.height !== 180 || m.hasAlpha) fail(`${w.path}: expected 180x180 opaque PNG`);
  }
}

for (const w of want) await checkOne(w);

// catalog must cover the list exactly
const produced = new Set(groups.flatMap((g) => g.items.flatMap(outputsOf)));
for (const w of want) if (!produced.has(w.path)) fail(`not in catalog: ${w.path}`);

// content lists
const { heroSlides } = (await import(pathToFileURL(join(root, 'content/home/hero-slides.ts')).href)) as { heroSlides: { type: string; src: string; poster?: string; alt: string }[] };
const { lifePhotos } = (await import(pathToFileURL(join(root, 'content/why-onas/life/photos.ts')).href)) as { lifePhotos: { src: string; alt: string; caption: string }[] };
if (heroSlides.length !== 46) fail(`heroSlides has ${heroSlides.length} entries`);
if (lifePhotos.length !== 16) fail(`lifePhotos has ${lifePhotos.length} entries`);
for (const s of heroSlides) {
  for (const p of [s.src, s.poster].filter(Boolean) as string[]) if (!existsSync(join(root, 'assets', p))) fail(`heroSlides: missing ${p}`);
  if (s.alt.length < 20) fail(`heroSlides: weak alt for ${s.src}`);
  if ((s.type === 'video') !== s.src.endsWith('.mp4') || (s.type === 'video' && !s.poster)) fail(`heroSlides: bad entry ${s.src}`);
}
for (const p of lifePhotos) if (!existsSync(join(root, 'assets', p.src)) || !p.alt || !p.caption) fail(`lifePhotos: bad entry ${p.src}`);
if (new Set(heroSlides.map((s) => s.alt)).size !== 46) fail('heroSlides: duplicate alt texts');

// budget and hygiene
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}
const total = walk(join(root, 'assets')).reduce((s, f) => s + statSync(f).size, 0);
if (total > 25 * 1024 * KB) fail(`assets total ${(total / 1024 / KB).toFixed(1)} MB > 25 MB`);
for (const f of [...walk(join(root, 'scripts/art')), join(root, 'content/home/hero-slides.ts'), join(root, 'content/why-onas/life/photos.ts'), ...walk(join(root, 'assets')).filter((f) => f.endsWith('.svg'))]) {
  const t = readFileSync(f, 'utf8');
  if (/\/(work|home|Users|tmp)\/[\w.-]+\//.test(t.replace(/node --import tsx scripts\/art\/[\w./-]+/g, ''))) fail(`absolute path in ${f.slice(root.length + 1)}`);
}

// determinism: rebuild a spread of stills (and optionally videos) into a temp root and compare bytes
if (process.argv.includes('--determinism')) {
  const tmp = mkdtempSync(join(tmpdir(), 'onas-art-check-'));
  try {
    const items = groups.flatMap((g) => g.items).filter((it, i) => (it.kind === 'video' ? process.argv.includes('--videos') : i % 7 === 0 || it.kind !== 'scene'));
    for (const it of items) {
      await build(tmp, it);
      for (const o of outputsOf(it)) if (!readFileSync(join(tmp, o)).equals(readFileSync(join(root, o)))) fail(`not reproducible: ${o}`);
    }
    console.log(`determinism: ${items.length} items rebuilt`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const count = (ext: string) => want.filter((w) => w.path.endsWith(ext)).length;
console.log(`checked ${want.length} files (${count('.jpg')} jpg, ${count('.svg')} svg, ${count('.mp4')} mp4), assets total ${(total / 1024 / KB).toFixed(2)} MB`);
if (problems.length) {
  console.error(problems.map((p) => `  - ${p}`).join('\n'));
  console.error(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log('all art deliverables OK');
