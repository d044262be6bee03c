// Content collections: a folder <contentDir>/<name>/ of Markdown files with YAML frontmatter,
// validated by a schema. Loaded once per build; synchronous, because pages render synchronously.
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import type * as v from 'valibot';
import { BuildError, Errors, isBuildError } from '../errors.ts';
import { currentRenderContext } from './context.ts';
import { getLoaderContext, type LoaderContext } from './loader-context.ts';
import { sha1 } from '../util/hash.ts';
import { parseFrontmatter, splitFrontmatter } from './frontmatter.ts';
import type { Root as HastRoot } from 'hast';
import { nameValue } from './value-key.ts';
import { markdownToElements, parseMarkdown, readingMinutes, summaryOf, type Heading, type MarkdownOptions, type MarkdownSummary } from './markdown.tsx';

export interface CollectionDefinition<S extends v.GenericSchema = v.GenericSchema> {
  /** Validates each file's frontmatter; its output is the entry's `data`. */
  schema: S;
}

export interface Entry<Data> {
  collection: string;
  /** The file name without .md: the entry's URL segment. */
  slug: string;
  /** The file, relative to the project root (for messages). */
  file: string;
  data: Data;
  /** ## and deeper headings with their ids. */
  headings: Heading[];
  readingMinutes: number;
  /** The first paragraph as plain text, about 200 characters at most. */
  excerpt: string;
  /** The body as React elements; call while a page renders (images go through <Image>). */
  render: (options?: Omit<MarkdownOptions, 'file'>) => ReactElement;
}

export type EntryOf<D extends CollectionDefinition> = Entry<v.InferOutput<D['schema']>>;

export function defineCollection<S extends v.GenericSchema>(definition: CollectionDefinition<S>): CollectionDefinition<S> {
  return definition;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads and validates one collection folder; throws one BuildError listing every problem. */
export function loadCollection<D extends CollectionDefinition>(
  name: string,
  definition: D,
  ctx: Pick<LoaderContext, 'root' | 'contentDir' | 'drafts' | 'keep' | 'store'>,
): EntryOf<D>[] {
  const relDir = path.posix.join(ctx.contentDir.replace(/\\/g, '/'), name);
  const dir = path.join(ctx.root, relDir);
  if (!fs.existsSync(dir)) return [];
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md') && !f.startsWith('_'))
    .sort();
  const problems: string[] = [];
  const entries: EntryOf<D>[] = [];
  for (const fileName of names) {
    const file = `${relDir}/${fileName}`;
    const slug = fileName.replace(/\.md$/, '');
    if (!SLUG.test(slug)) {
      problems.push(`${file}: the file name makes the URL segment "${slug}"; use lowercase letters, digits and single hyphens`);
      continue;
    }
    const text = fs.readFileSync(path.join(dir, fileName), 'utf8');
    const split = splitFrontmatter(text);
    if (!split) {
      problems.push(`${file}:1: the file must start with frontmatter between two --- lines`);
      continue;
    }
    let data: v.InferOutput<D['schema']>;
    try {
      data = parseFrontmatter(file, split.yaml, definition.schema);
    } catch (e) {
      if (!isBuildError(e)) throw e;
      problems.push(...e.details);
      continue;
    }
    const md = markdownOf(ctx, file, path.join(dir, fileName), split);
    problems.push(...md.problems);
    if ((data as { draft?: unknown }).draft === true && !ctx.drafts) continue;
    entries.push({
      collection: name,
      slug,
      file,
      data,
      headings: md.headings,
      readingMinutes: readingMinutes(md.words),
      excerpt: md.excerpt,
      render: named(md.id, (options = {}) => {
        currentRenderContext()?.addSource?.(file);
        return markdownToElements(md.tree(), { ...options, file });
      }),
    });
  }
  if (problems.length) {
    throw new BuildError(Errors.CollectionInvalid, `collection "${name}" (${relDir}/): ${problems.length} problem(s)`, { details: problems });
  }
  return entries;
}

/** What a body's parse is made from: the file (named in messages), its first body line (lines in messages) and the body. */
const markdownKey = (file: string, split: { body: string; bodyLine: number }) => `markdown\n${file}\n${split.bodyLine}\n${split.body}`;

/**
 * What a collection keeps of a body's parse while it loads, and its tree, asked for when the entry renders;
 * in a full build, `id` names what the tree is made from (a page's props compare the entry's `render` by it).
 */
type KeptMarkdown = MarkdownSummary & { tree: () => HastRoot; id?: string };

/** `render` named by the Markdown it renders (runtime/value-key.ts), when there is a name. */
const named = <F extends object>(id: string | undefined, render: F): F => (id ? nameValue(render, id) : render);

/**
 * Parsing is most of a collection's load. Serve keeps each parse in memory for an unchanged body. A full
 * build keeps it on disk (`store`): the summary is read as the collection loads, the tree only when the
 * entry renders (`storedMarkdown`).
 */
function markdownOf(ctx: Pick<LoaderContext, 'keep' | 'store'>, file: string, absFile: string, split: { body: string; bodyLine: number }): KeptMarkdown {
  const { keep, store } = ctx;
  if (store && !keep) return storedMarkdown(store, file, absFile, split);
  const parse = () => parseMarkdown(split.body, file, split.bodyLine);
  const md = keep ? keep(markdownKey(file, split), parse) : parse();
  return { ...summaryOf(md), tree: () => md.hast };
}

/**
 * A full build holds no post's tree longer than its page takes to render, nor its Markdown: what the entry
 * keeps (the tree's reader) holds the key's digest, not the key or the body. No closure here may refer to
 * `split`: V8 would keep it in the function's context, which every closure made here shares.
 */
function storedMarkdown(store: NonNullable<LoaderContext['store']>, file: string, absFile: string, split: { body: string; bodyLine: number }): KeptMarkdown {
  const digest = sha1(markdownKey(file, split));
  const id = `markdown ${digest}`;
  let summary = store.read<MarkdownSummary>(`${id}\nsummary`);
  if (!summary) {
    const md = parseMarkdown(split.body, file, split.bodyLine);
    summary = summaryOf(md);
    store.write(`${id}\nsummary`, summary);
    store.write(`${id}\ntree`, md.hast);
  } else store.keep(`${id}\ntree`);
  return { ...summary, id, tree: () => store.read<HastRoot>(`${id}\ntree`) ?? reparse(file, absFile, digest) };
}

/** A tree the store no longer holds (its folder removed during the build): parsed again from the file, if the file is unchanged. */
function reparse(file: string, absFile: string, digest: string): HastRoot {
  const split = splitFrontmatter(fs.readFileSync(absFile, 'utf8'));
  if (!split || sha1(markdownKey(file, split)) !== digest) {
    throw new BuildError(Errors.CollectionInvalid, `${file}: the file changed while the site was being built; build again`);
  }
  return parseMarkdown(split.body, file, split.bodyLine).hast;
}

const loaded = new WeakMap<LoaderContext, Map<string, unknown[]>>();

/**
 * Typed accessors for a site's collections:
 * `export const { getCollection, getEntry } = createCollections({ blog: defineCollection({ schema }) })`.
 */
export function createCollections<Defs extends Record<string, CollectionDefinition>>(definitions: Defs) {
  function getCollection<K extends keyof Defs & string>(name: K): EntryOf<Defs[K]>[] {
    const ctx = getLoaderContext(`getCollection('${name}')`);
    let cache = loaded.get(ctx);
    if (!cache) {
      cache = new Map();
      loaded.set(ctx, cache);
    }
    if (!cache.has(name)) {
      if (!definitions[name]) throw new Error(`getCollection('${name}'): no such collection`);
      cache.set(name, loadCollection(name, definitions[name], ctx));
      ctx.read(path.join(ctx.root, ctx.contentDir, name));
    }
    const entries = cache.get(name) as EntryOf<Defs[K]>[];
    ctx.used?.(name, entries);
    return entries;
  }
  function getEntry<K extends keyof Defs & string>(name: K, slug: string): EntryOf<Defs[K]> | undefined {
    return getCollection(name).find((e) => e.slug === slug);
  }
  return { getCollection, getEntry };
}
