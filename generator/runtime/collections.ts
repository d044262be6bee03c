// Content collections: a folder <contentDir>/<name>/ of Markdown files with YAML frontmatter,
// validated by a schema. Loaded once per build; synchronous, because pages render synchronously.
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import type * as v from 'valibot';
import { BuildError, Errors, isBuildError } from '../errors.ts';
import { currentRenderContext } from './context.ts';
import { getLoaderContext, type LoaderContext } from './loader-context.ts';
import { parseFrontmatter, splitFrontmatter } from './frontmatter.ts';
import type { Root as HastRoot } from 'hast';
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
  /** The Markdown after the frontmatter. */
  body: string;
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
    const md = markdownOf(ctx, file, split);
    problems.push(...md.problems);
    if ((data as { draft?: unknown }).draft === true && !ctx.drafts) continue;
    entries.push({
      collection: name,
      slug,
      file,
      data,
      body: split.body,
      headings: md.headings,
      readingMinutes: readingMinutes(md.words),
      excerpt: md.excerpt,
      render: (options = {}) => {
        currentRenderContext()?.addSource?.(file);
        return markdownToElements(md.tree(), { ...options, file });
      },
    });
  }
  if (problems.length) {
    throw new BuildError(Errors.CollectionInvalid, `collection "${name}" (${relDir}/): ${problems.length} problem(s)`, { details: problems });
  }
  return entries;
}

/** What a collection keeps of a body's parse while it loads, and its tree, asked for when the entry renders. */
type KeptMarkdown = MarkdownSummary & { tree: () => HastRoot };

/**
 * Parsing is most of a collection's load. Serve keeps each parse in memory for an unchanged body. A full
 * build keeps it on disk (`store`): the summary is read as the collection loads, the tree only when the
 * entry renders, so a build holds no post's tree longer than its page takes to render.
 */
function markdownOf(ctx: Pick<LoaderContext, 'keep' | 'store'>, file: string, split: { body: string; bodyLine: number }): KeptMarkdown {
  const parse = () => parseMarkdown(split.body, file, split.bodyLine);
  const key = `markdown\n${file}\n${split.bodyLine}\n${split.body}`;
  const { keep, store } = ctx;
  if (keep || !store) {
    const md = keep ? keep(key, parse) : parse();
    return { ...summaryOf(md), tree: () => md.hast };
  }
  let summary = store.read<MarkdownSummary>(`${key}\nsummary`);
  if (!summary) {
    const md = parse();
    summary = summaryOf(md);
    store.write(`${key}\nsummary`, summary);
    store.write(`${key}\ntree`, md.hast);
  } else store.keep(`${key}\ntree`);
  return { ...summary, tree: () => store.read<HastRoot>(`${key}\ntree`) ?? parse().hast };
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
    return cache.get(name) as EntryOf<Defs[K]>[];
  }
  function getEntry<K extends keyof Defs & string>(name: K, slug: string): EntryOf<Defs[K]> | undefined {
    return getCollection(name).find((e) => e.slug === slug);
  }
  return { getCollection, getEntry };
}
