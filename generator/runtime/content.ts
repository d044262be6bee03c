// What site code imports as `@runtime/content`: content collections, Markdown and pagination.
// Separate from `@runtime` because it reads files (Node only) and islands import `@runtime`.
export { createCollections, defineCollection, type CollectionDefinition, type Entry, type EntryOf } from './collections.ts';
export { markdownToElements, parseMarkdown, readingMinutes, type Heading, type MarkdownOptions } from './markdown.tsx';
export { paginate, pageUrl, type Page } from './paginate.ts';
export type { Endpoint, EndpointContext, PathEntry, PathProps, Paths } from './paths.ts';
