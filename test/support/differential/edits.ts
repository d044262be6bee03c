// The edits a person makes to a site, drawn at random from a seed (test/support/differential/harness.ts
// applies them and compares what serve and a warm build give with a clean build). Each kind returns
// undefined where it does not apply to the tree as it is (no post of the fuzzer's own to delete, say).
// Two profiles: the incremental fixture (test/fixtures/incremental), where every kind applies, and the
// real site, where the kinds edit the files the web team edits most.
import path from 'node:path';
import fs from 'fs-extra';
import sharp from 'sharp';
import { rng } from '../../../site/lib/drawing/prng.ts';

/** The seeded generator the site's drawings use (mulberry32): the same sequence for the same seed on every machine. */
export function rngFrom(seed: number) {
  const r = rng(seed);
  return { next: r.next, int: (n: number) => r.int(0, n - 1), pick: r.pick };
}
export type Rng = ReturnType<typeof rngFrom>;

export interface Edit {
  /** What a person did, in a few words (printed with the seed and step when a comparison fails). */
  label: string;
  apply: (root: string) => Promise<void>;
}

/** What a sequence remembers between steps: a file left broken must be mended by the next step. */
export interface FuzzState {
  broken?: { file: string; text: string };
  /** Counter for new names (posts, routes, pictures). */
  made: number;
}

type EditKind = (root: string, rng: Rng, state: FuzzState) => Promise<Edit | undefined>;

const read = (root: string, file: string) => fs.readFile(path.join(root, file), 'utf8');
const write = (root: string, file: string, text: string) => fs.outputFile(path.join(root, file), text);

/** Replaces the first match of `pattern` in `file` with one of `values` other than the one there now. */
function swapValue(file: string, pattern: RegExp, values: readonly string[], what: string): EditKind {
  return async (root, rng) => {
    if (!(await fs.pathExists(path.join(root, file)))) return undefined;
    const text = await read(root, file);
    const m = pattern.exec(text);
    if (!m) return undefined;
    const choices = values.filter((v) => v !== m[1]);
    const value = rng.pick(choices);
    const at = m.index + m[0].indexOf(m[1]);
    return {
      label: `${what}: ${file} ${m[1]} → ${value}`,
      apply: (r) => write(r, file, text.slice(0, at) + value + text.slice(at + m[1].length)),
    };
  };
}

/** Adds `line` after `anchor` in `file`, or removes it when it is there. */
function toggleText(file: string, anchor: string, added: string, what: string): EditKind {
  return async (root) => {
    if (!(await fs.pathExists(path.join(root, file)))) return undefined;
    const text = await read(root, file);
    if (text.includes(anchor + added))
      return { label: `${what}: ${file} without ${JSON.stringify(added.trim())}`, apply: (r) => write(r, file, text.replace(anchor + added, anchor)) };
    if (!text.includes(anchor)) return undefined;
    return { label: `${what}: ${file} with ${JSON.stringify(added.trim())}`, apply: (r) => write(r, file, text.replace(anchor, anchor + added)) };
  };
}

const COLOURS = ['#6b1a2b', '#7a1d31', '#5a1020', '#1d4f7a', '#222222', '#fdfcf9'] as const;

async function png(file: string, rng: Rng): Promise<void> {
  const [width, height] = rng.pick([
    [320, 200],
    [300, 180],
    [260, 260],
  ] as const);
  await fs.ensureDir(path.dirname(file));
  await sharp({ create: { width, height, channels: 3, background: rng.pick(COLOURS) } })
    .png()
    .toFile(file);
}

async function posts(root: string): Promise<string[]> {
  const dir = path.join(root, 'content', 'posts');
  return (await fs.pathExists(dir)) ? (await fs.readdir(dir)).filter((f) => f.endsWith('.md')).sort() : [];
}

const WORDS = ['alpha', 'river', 'quiet', 'north', 'amber', 'cedar', 'lumen', 'orbit'];

// ---------------------------------------------------------------------------------------------
// The incremental fixture.

const fixtureKinds: Record<string, EditKind> = {
  token: async (root, rng) =>
    swapValue('site/theme/tokens.ts', rng.pick([/accent: '([^']+)'/, /ink: '([^']+)'/, /paper: '([^']+)'/]), COLOURS, 'theme token')(root, rng, { made: 0 }),
  spacing: swapValue('site/theme/tokens.ts', /wide: '([^']+)'/, ['40rem', '42rem', '36rem'], 'theme token'),
  mixin: async (root, rng, state) =>
    rng.next() < 0.5
      ? swapValue('site/theme/mixins.ts', /letter-spacing: ([^;]+);/, ['0.12em', '0.1em', '0.2em'], 'mixin')(root, rng, state)
      : // biome-ignore lint/suspicious/noTemplateCurlyInString: the mixin's text as written, interpolation and all
        toggleText('site/theme/mixins.ts', '  border: 1px solid ${color.ink};\n', '  font-weight: 600;\n', 'mixin')(root, rng, state),
  style: async (root, rng, state) =>
    rng.next() < 0.5
      ? swapValue('site/components/Card.tsx', /border-radius: ([^;]+);/, ['4px', '6px', '0'], 'styled CSS')(root, rng, state)
      : swapValue('site/routes/posts/index.tsx', /list-style: ([^;]+);/, ['square', 'disc', 'none'], 'styled CSS')(root, rng, state),
  markup: async (root, rng, state) =>
    rng.next() < 0.5
      ? toggleText('site/components/Card.tsx', '<section className={card}', ' data-card=""', 'markup')(root, rng, state)
      : toggleText('site/components/Eyebrow.tsx', '<p className={eyebrow}', ' data-eyebrow=""', 'markup')(root, rng, state),
  shared: swapValue(
    'site/components/Shell.tsx',
    /(<nav(?: aria-label="[^"]*")?>)/,
    ['<nav>', '<nav aria-label="Main">', '<nav aria-label="Site">'],
    'shared component',
  ),
  content: async (root, rng, state) =>
    rng.next() < 0.5
      ? swapValue(
          'content/site.ts',
          /intro: '([^']+)'/,
          [
            'Every edit a person makes, rebuilt and compared with a clean build.',
            'A warm build must equal a clean one.',
            'Seeded edits, compared byte for byte.',
          ],
          'content module',
        )(root, rng, state)
      : swapValue('content/site.ts', /label: '(About[^']*)'/, ['About', 'About us', 'About the fixture'], 'content module')(root, rng, state),
  postAdd: async (_root, rng, state) => {
    const slug = `${rng.pick(WORDS)}-${++state.made}`;
    const day = String(1 + rng.int(28)).padStart(2, '0');
    const withPicture = rng.next() < 0.3;
    const body = `---\ntitle: ${slug[0].toUpperCase()}${slug.slice(1).replace('-', ' ')}\ndescription: A post the fuzzer wrote, long enough for the schema's fifty characters.\ndate: 2026-02-${day}\ntags: [${rng.pick(['one', 'two', 'three'])}]\n${rng.next() < 0.2 ? 'draft: true\n' : ''}---\n\nThe opening paragraph of ${slug}.\n${withPicture ? '\n![A block of colour](img/block.png)\n' : ''}`;
    return { label: `post added: content/posts/${slug}.md`, apply: (r) => write(r, `content/posts/${slug}.md`, body) };
  },
  postBody: async (root, rng) => {
    const file = `content/posts/${rng.pick(await posts(root))}`;
    if (file.endsWith('undefined')) return undefined;
    const text = await read(root, file);
    const line = `\nA paragraph added at ${rng.pick(WORDS)} ${rng.int(100)}.\n`;
    const next = text.includes('\nA paragraph added at ') && rng.next() < 0.5 ? text.replace(/\nA paragraph added at [^\n]*\n/, '') : text + line;
    return { label: `post body edited: ${file}`, apply: (r) => write(r, file, next) };
  },
  postFrontmatter: async (root, rng) => {
    const name = rng.pick(await posts(root));
    if (!name) return undefined;
    const file = `content/posts/${name}`;
    const text = await read(root, file);
    const which = rng.pick(['title', 'date', 'tags'] as const);
    const next =
      which === 'title'
        ? text.replace(/^title: (.*)$/m, (_, t) => `title: ${t.endsWith(' (revised)') ? t.slice(0, -10) : `${t} (revised)`}`)
        : which === 'date'
          ? text.replace(/^date: 2026-(\d\d)-(\d\d)$/m, () => `date: 2026-0${1 + rng.int(3)}-${String(1 + rng.int(28)).padStart(2, '0')}`)
          : text.replace(/^tags: \[.*\]$/m, () => `tags: [${rng.pick(['one', 'two', 'one, three', 'two, three'])}]`);
    return next === text ? undefined : { label: `post frontmatter edited (${which}): ${file}`, apply: (r) => write(r, file, next) };
  },
  // A module added to or removed from a folder that import.meta.glob lists (content/facts/).
  globbed: async (root, rng, state) => {
    const mine = (await fs.readdir(path.join(root, 'content/facts'))).filter((f) => f.startsWith('fact-'));
    if (mine.length && rng.next() < 0.5) {
      const file = `content/facts/${rng.pick(mine)}`;
      return { label: `globbed module removed: ${file}`, apply: (r) => fs.remove(path.join(r, file)) };
    }
    const n = ++state.made;
    const file = `content/facts/fact-${n}.ts`;
    const body = `import type { Fact } from './index.ts';\n\nconst fact: Fact = { text: 'Fact ${n}: ${rng.pick(WORDS)}.', order: ${rng.int(5)} };\nexport default fact;\n`;
    return { label: `globbed module added: ${file}`, apply: (r) => write(r, file, body) };
  },
  postRename: async (root, rng, state) => {
    const mine = (await posts(root)).filter((f) => f !== 'alpha.md' && f !== 'beta.md');
    if (!mine.length) return undefined;
    const from = `content/posts/${rng.pick(mine)}`;
    const to = `content/posts/${rng.pick(WORDS)}-${++state.made}.md`;
    return { label: `post renamed: ${from} → ${to}`, apply: (r) => fs.move(path.join(r, from), path.join(r, to)) };
  },
  postDelete: async (root, rng) => {
    const mine = (await posts(root)).filter((f) => f !== 'alpha.md' && f !== 'beta.md');
    if (!mine.length) return undefined;
    const file = `content/posts/${rng.pick(mine)}`;
    return { label: `post deleted: ${file}`, apply: (r) => fs.remove(path.join(r, file)) };
  },
  draft: async (root, rng) => {
    const name = rng.pick(await posts(root));
    if (!name) return undefined;
    const file = `content/posts/${name}`;
    const text = await read(root, file);
    const next = text.includes('\ndraft: true\n') ? text.replace('\ndraft: true\n', '\n') : text.replace(/\n---\n/, '\ndraft: true\n---\n');
    return { label: `draft switched: ${file} ${text.includes('\ndraft: true\n') ? 'published' : 'made a draft'}`, apply: (r) => write(r, file, next) };
  },
  imageReplace: async (_root, rng) => {
    const seed = rng.int(1 << 30);
    return { label: 'image replaced: assets/img/block.png', apply: (r) => png(path.join(r, 'assets/img/block.png'), rngFrom(seed)) };
  },
  imageAdd: async (root, rng, state) => {
    const name = rng.pick(await posts(root));
    if (!name) return undefined;
    const picture = `img/extra-${++state.made}.png`;
    const seed = rng.int(1 << 30);
    const file = `content/posts/${name}`;
    const text = await read(root, file);
    return {
      label: `image added: assets/${picture}, shown in ${file}`,
      apply: async (r) => {
        await png(path.join(r, 'assets', picture), rngFrom(seed));
        await write(r, file, `${text}\n![An extra picture](${picture})\n`);
      },
    };
  },
  config: async (root, rng) => {
    const text = await read(root, 'site.config.json');
    const json = JSON.parse(text);
    const which = rng.pick(['imageWidths', 'siteUrl'] as const);
    if (which === 'imageWidths')
      json.imageWidths = rng.pick(
        [
          [120, 240],
          [120, 200],
          [100, 240],
        ].filter((w) => JSON.stringify(w) !== JSON.stringify(json.imageWidths)),
      );
    else json.siteUrl = rng.pick(['https://incremental.example/', 'https://www.incremental.example/'].filter((u) => u !== json.siteUrl));
    return {
      label: `site.config.json: ${which} → ${JSON.stringify(json[which])}`,
      apply: (r) => write(r, 'site.config.json', `${JSON.stringify(json, null, 2)}\n`),
    };
  },
  routeAdd: async (_root, rng, state) => {
    const name = `extra-${++state.made}`;
    const title = `${rng.pick(WORDS)} page`;
    const text = `import { Card } from '../components/Card.tsx';\nimport { Shell } from '../components/Shell.tsx';\n\nexport const meta = { title: '${title}', description: 'A page the fuzzer added, to be removed again by a later step.' };\n\nexport default function Extra() {\n  return (\n    <Shell>\n      <h1>${title}</h1>\n      <Card title="${name}" />\n    </Shell>\n  );\n}\n`;
    return { label: `route added: site/routes/${name}.tsx`, apply: (r) => write(r, `site/routes/${name}.tsx`, text) };
  },
  routeRemove: async (root, rng) => {
    const mine = (await fs.readdir(path.join(root, 'site/routes'))).filter((f) => f.startsWith('extra-'));
    if (!mine.length) return undefined;
    const file = `site/routes/${rng.pick(mine)}`;
    return { label: `route removed: ${file}`, apply: (r) => fs.remove(path.join(r, file)) };
  },
};

/** Files a save-twice, an undo or a syntax error may touch. */
const FIXTURE_SOURCES = [
  'site/theme/tokens.ts',
  'site/theme/mixins.ts',
  'site/components/Card.tsx',
  'site/components/Shell.tsx',
  'content/site.ts',
  'site/routes/about.tsx',
];

// ---------------------------------------------------------------------------------------------
// The real site: the files the web team edits most.

const realKinds: Record<string, EditKind> = {
  token: swapValue('site/theme/tokens.ts', /maroon: '([^']+)'/, ['#6b1a2b', '#7a1d31', '#5a1020'], 'theme token'),
  mixin: swapValue('site/theme/mixins.ts', /letter-spacing: ([0-9.]+em)/, ['0.08em', '0.1em', '0.12em', '0.14em'], 'mixin'),
  content: swapValue('content/company.ts', /city: '(Hyderabad[^']*)'/, ['Hyderabad', 'Hyderabad, India'], 'content module'),
  postBody: async (root, rng) => {
    const dir = path.join(root, 'content/blog');
    if (!(await fs.pathExists(dir))) return undefined;
    const names = (await fs.readdir(dir)).filter((f) => f.endsWith('.md')).sort();
    if (!names.length) return undefined;
    const file = `content/blog/${rng.pick(names)}`;
    const text = await read(root, file);
    const next = text.includes('\nA paragraph added at ')
      ? text.replace(/\nA paragraph added at [^\n]*\n/, '')
      : `${text}\nA paragraph added at ${rng.pick(WORDS)} ${rng.int(100)}.\n`;
    return { label: `post body edited: ${file}`, apply: (r) => write(r, file, next) };
  },
};
const REAL_SOURCES = ['site/theme/tokens.ts', 'site/theme/mixins.ts', 'content/nav.ts'];

// ---------------------------------------------------------------------------------------------

export type Profile = 'fixture' | 'real';

/**
 * The next edit of a sequence: a pending mend first; otherwise a kind drawn at random, or one of the
 * three that act on any file (saved twice unchanged, edited then undone, broken then mended next step).
 */
export async function nextEdit(profile: Profile, root: string, rng: Rng, state: FuzzState): Promise<Edit> {
  if (state.broken) {
    const { file, text } = state.broken;
    state.broken = undefined;
    return { label: `syntax error mended: ${file}`, apply: (r) => write(r, file, text) };
  }
  const kinds = profile === 'fixture' ? fixtureKinds : realKinds;
  const sources = profile === 'fixture' ? FIXTURE_SOURCES : REAL_SOURCES;
  const existing = async () => {
    const present = [];
    for (const f of sources) if (await fs.pathExists(path.join(root, f))) present.push(f);
    return present;
  };
  for (;;) {
    const roll = rng.next();
    if (roll < 0.08) {
      const file = rng.pick(await existing());
      const text = await read(root, file);
      return {
        label: `saved twice unchanged: ${file}`,
        apply: async (r) => {
          await write(r, file, text);
          await write(r, file, text);
        },
      };
    }
    if (roll < 0.16) {
      const names = Object.keys(kinds).filter(
        (k) => !['postAdd', 'postRename', 'postDelete', 'imageAdd', 'routeAdd', 'routeRemove', 'imageReplace'].includes(k),
      );
      const kind = rng.pick(names);
      const edit = await kinds[kind](root, rng, state);
      if (!edit) continue;
      // The undo restores every file the edit wrote (it writes one file).
      const before = new Map<string, string>();
      for (const f of await existing()) before.set(f, await read(root, f));
      for (const f of (await posts(root)).map((p) => `content/posts/${p}`)) before.set(f, await read(root, f));
      if (await fs.pathExists(path.join(root, 'site.config.json'))) before.set('site.config.json', await read(root, 'site.config.json'));
      return {
        label: `${edit.label}, then undone`,
        apply: async (r) => {
          await edit.apply(r);
          for (const [f, text] of before) if ((await fs.pathExists(path.join(r, f))) && (await read(r, f)) !== text) await write(r, f, text);
        },
      };
    }
    if (roll < 0.22) {
      const file = rng.pick((await existing()).filter((f) => /\.tsx?$/.test(f)));
      const text = await read(root, file);
      state.broken = { file, text };
      return { label: `syntax error written: ${file}`, apply: (r) => write(r, file, `${text}\nexport const broken = ;\n`) };
    }
    const kind = rng.pick(Object.keys(kinds));
    const edit = await kinds[kind](root, rng, state);
    if (edit) return edit;
  }
}
