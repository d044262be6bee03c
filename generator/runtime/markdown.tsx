// Markdown to React elements (unified: remark-parse + remark-gfm → remark-rehype → rehype-slug →
// hast-util-to-jsx-runtime). Rendering to elements rather than an HTML string lets a site map
// `img` to the <Image> pipeline and `a` to its own link component.
import type { ComponentType, ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Root as HastRoot } from 'hast';
import type { Root as MdRoot, RootContent as MdNode } from 'mdast';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { Image } from './Image.tsx';

/** The part of a hast node that its text is made of. */
type TextTree = { type: string; value?: string; children?: TextTree[] };

export interface Heading {
  depth: number;
  /** The id rehype-slug gave it (links to #id are checked by the build). */
  id: string;
  text: string;
}

export interface ParsedMarkdown extends MarkdownSummary {
  hast: HastRoot;
}

/** What a collection entry needs of its body before it renders (JSON: full builds keep it on disk). */
export interface MarkdownSummary {
  headings: Heading[];
  /** Words of running text, for the reading time. */
  words: number;
  /** The first paragraph as plain text, shortened to about 200 characters. */
  excerpt: string;
  /** "file:line: problem" lines: a # heading, a skipped heading level. */
  problems: string[];
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSlug);

function textOf(node: MdNode | MdRoot): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  if ('children' in node) return (node.children as MdNode[]).map(textOf).join('');
  if (node.type === 'image') return node.alt ?? '';
  return '';
}

export function shorten(text: string, max = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * Parses Markdown. `file` and `firstLine` (the body's first line in the file) place problems.
 * Headings start at ## because the page's title is its h1.
 */
export function parseMarkdown(markdown: string, file: string, firstLine = 1): ParsedMarkdown {
  const mdast = processor.parse(markdown) as MdRoot;
  const problems: string[] = [];
  const lineOf = (n: MdNode) => (n.position?.start.line ?? 1) + firstLine - 1;
  let previous = 1;
  let excerpt = '';
  for (const node of mdast.children) {
    if (node.type === 'heading') {
      if (node.depth === 1) problems.push(`${file}:${lineOf(node)}: "# ${textOf(node)}" is a page title; start sections at ## (the title is the page's h1)`);
      else if (node.depth > previous + 1)
        problems.push(`${file}:${lineOf(node)}: heading "${textOf(node)}" jumps from h${previous} to h${node.depth}; use ${'#'.repeat(previous + 1)}`);
      previous = node.depth;
    }
    if (!excerpt && node.type === 'paragraph') excerpt = shorten(textOf(node));
  }
  const words = textOf(mdast)
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;
  const hast = processor.runSync(mdast) as HastRoot;
  const headings: Heading[] = [];
  for (const node of hast.children) {
    if (node.type === 'element' && /^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string') {
      const text = (function flat(n: TextTree): string {
        return n.type === 'text' ? (n.value ?? '') : (n.children ?? []).map(flat).join('');
      })(node);
      headings.push({ depth: Number(node.tagName[1]), id: node.properties.id, text });
    }
  }
  return { hast, headings, words, excerpt, problems };
}

export const summaryOf = ({ headings, words, excerpt, problems }: MarkdownSummary): MarkdownSummary => ({ headings, words, excerpt, problems });

/** Minutes to read `words` at 220 words a minute, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 220));
}

export interface MarkdownOptions {
  /** Element overrides, e.g. { a: SiteLink }. */
  components?: Partial<Components>;
  /** `sizes` for images written in the Markdown (default: the text column). */
  imageSizes?: string;
  /** The Markdown file, for error messages. */
  file?: string;
}

/** Images in Markdown are files under the assets folder and go through <Image> (AVIF, WebP, width, height). */
function markdownImage(file: string, sizes: string): ComponentType<{ src?: string; alt?: string }> {
  return function MarkdownImage({ src = '', alt = '' }) {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) {
      throw new Error(`${file}: image "${src}" must be a file under the assets folder (e.g. images/blog/picture.jpg), not a URL`);
    }
    return <Image src={src} alt={alt} sizes={sizes} />;
  };
}

/** Renders parsed Markdown as React elements; call it while a page renders. */
export function markdownToElements(hast: HastRoot, options: MarkdownOptions = {}): ReactElement {
  const components = {
    img: markdownImage(options.file ?? 'Markdown', options.imageSizes ?? '(min-width: 800px) 46rem, 100vw'),
    ...options.components,
  } as Partial<Components>;
  return toJsxRuntime(hast, { Fragment, jsx, jsxs, components }) as ReactElement;
}
