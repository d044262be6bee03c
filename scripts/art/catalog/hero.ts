// Home hero media showcase: 46 slides cycling through the services; six are short looping videos.
import type { Group, Item, SceneItem, VideoItem } from './types.ts';
import { seedOf } from './types.ts';
import type { SceneRow } from './helpers.ts';
import { GENERATED, q } from './content.ts';

const dir = 'assets/media/hero';
export const VIDEO_SLIDES = [5, 12, 19, 26, 33, 40];

// [name, layout, main, extras, theme, alt, mirror]; the name is the service the slide stands for.
const rows: SceneRow[] = [
  ['erp', 'stage', 'gears', ['dashboard', 'database', 'coins'], 'dark', 'Interlocking gears on an isometric platform linked to finance and data cards, representing connected ERP processes'],
  ['cloud', 'isogrid', 'cloud', ['server', 'shield', 'database'], 'light', 'A cloud floating above an isometric block city of servers, showing cloud integration'],
  ['ai', 'orbit', 'brain', ['chip', 'code', 'chart', 'database', 'sparkles', 'cloud'], 'dark', 'An AI brain at the centre of orbiting chip, code, data and chart badges'],
  ['data', 'split', 'database', ['chart', 'piechart', 'magnifier'], 'light', 'Layered analytics dashboards beside a stacked database, representing data engineering and analytics'],
  ['ai-network', 'orbit', 'network', ['brain', 'database', 'cloud', 'chip', 'chart', 'code'], 'dark', 'Animated network of connected nodes with data packets travelling between AI, cloud and data badges'],
  ['security', 'stage', 'shieldLock', ['lock', 'magnifier', 'server'], 'maroon', 'A security shield with a padlock on a platform, surrounded by monitoring and server badges'],
  ['managed-it', 'isogrid', 'server', ['headset', 'wifi', 'gears'], 'dark', 'Isometric data centre blocks with a server rack, support headset and network badges for managed IT'],
  ['staffing', 'screen', 'idBadge', ['briefcase', 'handshake'], 'light', 'A team looking at a large screen of candidate profiles, representing IT staffing'],
  ['web', 'split', 'devices', ['cursor', 'megaphone', 'chart'], 'warm', 'Laptop and phone showing a website next to marketing performance dashboards', true],
  ['industries', 'tiles', 'bank', ['hospital', 'factory', 'bag', 'truck', 'bolt'], 'light', 'Grid of industry cards for banking, healthcare, manufacturing, retail, logistics and energy'],
  ['erp-finance', 'split', 'coins', ['gears', 'document', 'chart'], 'light', 'Finance ledger cards and coin stacks with ERP gears, representing enterprise resource planning'],
  ['data-growth', 'split', 'trend', ['chart', 'piechart', 'dashboard'], 'dark', 'Animated bar chart rising beside live dashboard cards, representing data-driven growth', true],
  ['cloud-orbit', 'orbit', 'cloud', ['server', 'database', 'shield', 'globe', 'code', 'gears'], 'light', 'A cloud at the centre of orbiting server, database, security and globe badges'],
  ['genai', 'screen', 'chat', ['sparkles', 'document'], 'dark', 'People in front of a large screen showing a conversation with a generative AI assistant'],
  ['devops', 'tiles', 'code', ['gears', 'cloud', 'checklist', 'rocket', 'server'], 'light', 'Cards for code, build, cloud, test, release and run steps in a DevOps pipeline'],
  ['grc', 'split', 'clipboard', ['shield', 'scales', 'lock'], 'light', 'A compliance checklist beside a shield and balance scales, representing governance, risk and compliance'],
  ['helpdesk', 'stage', 'headset', ['chat', 'clock', 'checklist'], 'warm', 'A support headset on a platform with chat, clock and resolved-ticket badges for a 24x7 helpdesk'],
  ['staff-augmentation', 'duo', 'people', ['briefcase', 'handshake', 'idBadge', 'calendar'], 'light', 'Candidates and an employer joined by a handshake, representing staff augmentation'],
  ['automation', 'stage', 'gears', ['server', 'cloud', 'dashboard'], 'dark', 'Animated interlocking gears turning on a platform, representing automated IT operations', true],
  ['seo', 'orbit', 'magnifier', ['chart', 'globe', 'cursor', 'star', 'document', 'target'], 'light', 'A magnifying glass surrounded by ranking, web and analytics badges for search engine optimisation'],
  ['manufacturing', 'horizon', 'factory', ['building', 'factory', 'truck', 'gears'], 'light', 'A factory and city skyline with delivery badges, representing manufacturing clients'],
  ['supply-chain', 'isogrid', 'boxes', ['truck', 'chart', 'gears'], 'light', 'Warehouse boxes above an isometric grid with logistics and planning badges, representing ERP supply chain', true],
  ['cloud-migration', 'split', 'cloud', ['server', 'rocket', 'shield'], 'maroon', 'Server cards migrating to a large cloud, representing cloud migration'],
  ['ml', 'stage', 'chip', ['brain', 'chart', 'database'], 'dark', 'An AI chip on a platform with model, chart and data badges for machine learning'],
  ['analytics', 'screen', 'dashboard', ['piechart', 'database'], 'light', 'A team reviewing a large analytics dashboard with charts and KPIs'],
  ['cloud-data', 'isogrid', 'cloud', ['database', 'shield', 'server'], 'dark', 'Animated cloud above an isometric city with data moving along dashed links'],
  ['cybersecurity', 'orbit', 'shield', ['lock', 'key', 'server', 'eye', 'magnifier', 'network'], 'dark', 'A security shield ringed by lock, key and monitoring badges for cybersecurity'],
  ['network', 'stage', 'router', ['wifi', 'globe', 'server'], 'light', 'A network router on a platform connected to Wi-Fi, globe and server badges', true],
  ['recruitment', 'tiles', 'idBadge', ['briefcase', 'people', 'handshake', 'calendar', 'orgChart'], 'warm', 'Cards showing candidate badges, briefcases and team structures for recruitment services'],
  ['social', 'split', 'thumbsUp', ['chat', 'heart', 'megaphone'], 'light', 'A thumbs-up and chat bubbles beside engagement charts for social media marketing'],
  ['healthcare', 'stage', 'hospital', ['medCross', 'dna', 'chart'], 'light', 'A hospital building with medical cross and DNA badges, representing healthcare clients'],
  ['hr-platforms', 'split', 'orgChart', ['people', 'calendar', 'coins'], 'light', 'An org chart with people, calendar and payroll cards, representing HR and finance platforms', true],
  ['security-watch', 'orbit', 'shieldLock', ['lock', 'key', 'eye', 'server', 'network', 'magnifier'], 'maroon', 'Animated security shield with orbiting lock, key and monitoring badges'],
  ['iot', 'isogrid', 'antenna', ['wifi', 'gauge', 'factory'], 'light', 'A connected antenna above an isometric grid with sensor, gauge and factory badges for IoT'],
  ['product-engineering', 'split', 'code', ['devices', 'rocket', 'gears'], 'light', 'Code editor cards beside a laptop and phone for product engineering'],
  ['email', 'stage', 'envelope', ['chart', 'cursor', 'calendar'], 'warm', 'An envelope on a platform with open-rate chart and calendar badges for email marketing'],
  ['itsm', 'tiles', 'checklist', ['headset', 'gears', 'clock', 'document', 'chart'], 'light', 'Service management cards for tickets, workflows, SLAs and reports'],
  ['banking', 'stage', 'bank', ['coins', 'candles', 'shield'], 'light', 'A bank building on a platform with coin, market chart and security badges'],
  ['energy', 'horizon', 'turbine', ['turbine', 'solar', 'bolt', 'chart'], 'light', 'Wind turbines and solar panels on rolling hills, representing energy and utilities'],
  ['human-machine', 'duo', 'people', ['chip', 'handshake', 'lightbulb', 'chart'], 'dark', 'Animated pairing of a team and an AI chip joined by a handshake, representing human-machine collaboration'],
  ['retail', 'stage', 'bag', ['cart', 'chart', 'star'], 'warm', 'A shopping bag on a platform with cart and sales badges for retail', true],
  ['edtech', 'orbit', 'gradCap', ['book', 'lightbulb', 'devices', 'chat', 'star'], 'light', 'A graduation cap at the centre of orbiting book, idea and device badges for EdTech'],
  ['ppc', 'split', 'target', ['cursor', 'coins', 'chart'], 'light', 'A target with an arrow beside campaign performance cards for pay-per-click advertising'],
  ['content', 'screen', 'document', ['lightbulb', 'megaphone'], 'warm', 'A team reviewing content drafts on a large screen for content marketing'],
  ['logistics', 'horizon', 'truck', ['building', 'boxes', 'plane', 'mapPin'], 'light', 'A delivery truck on the road with warehouses and a map pin, representing travel and logistics'],
  ['transformation', 'isogrid', 'rocket', ['cloud', 'chip', 'chart'], 'dark', 'A rocket launching above an isometric city of digital services, representing digital transformation'],
];

if (rows.length !== 46) throw new Error(`hero needs 46 slides, has ${rows.length}`);

const pad = (i: number) => String(i).padStart(2, '0');

const items: (SceneItem | VideoItem)[] = rows.map(([, layout, main, extras, theme, alt, mirror], i) => {
  const idx = i + 1;
  const base = `${dir}/slide-${pad(idx)}`;
  const scene = { layout, main, extras, theme, mirror: mirror ?? false };
  if (VIDEO_SLIDES.includes(idx)) {
    return {
      kind: 'video',
      out: `${base}.mp4`,
      poster: `${base}.jpg`,
      size: [960, 540],
      seconds: 7,
      fps: 24,
      seed: seedOf(base),
      crf: 24,
      maxBytes: 340 * 1024,
      anim: { scene, overlay: main === 'network' || main === 'shieldLock' ? 'constellation' : undefined },
      alt,
    };
  }
  return { kind: 'scene', out: `${base}.jpg`, size: [1600, 1000], seed: seedOf(base), scene, alt };
});

function heroSlidesModule(): string {
  const lines = items.map((it) => {
    const src = (it.kind === 'video' ? it.out : it.out).replace(/^assets\//, '');
    if (it.kind === 'video') return `  { type: 'video', src: ${q(src)}, poster: ${q(it.poster.replace(/^assets\//, ''))}, alt: ${q(it.alt ?? '')} },`;
    return `  { type: 'image', src: ${q(src)}, alt: ${q(it.alt ?? '')} },`;
  });
  return GENERATED('hero.ts') + `\nexport interface HeroSlide {\n  type: 'image' | 'video';\n  /** Path under assets/. */\n  src: string;\n  /** Poster image for videos, path under assets/. */\n  poster?: string;\n  alt: string;\n}\n\n` + `export const heroSlides: HeroSlide[] = [\n${lines.join('\n')}\n];\n`;
}

const content: Item = { kind: 'text', out: 'content/home/hero-slides.ts', make: heroSlidesModule };

export const hero: Group = { name: 'hero', items: [...items, content] };
