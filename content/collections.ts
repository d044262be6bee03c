// The site's Markdown collections and the frontmatter each file must have.
// A collection named "blog" is the folder content/blog/; each *.md file there is one entry.
import * as v from 'valibot';
import { createCollections, defineCollection } from '@runtime/content';

const text = (what: string, min: number, max: number) =>
  v.pipe(
    v.string(`must be text (${what})`),
    v.trim(),
    v.minLength(min, `must be at least ${min} characters (${what})`),
    v.maxLength(max, `must be at most ${max} characters (${what})`),
  );

/**
 * Whether a 2026-10-05 date exists on the calendar. isoDate lets 2026-02-30 through, and Date would roll it
 * over to 2 March (issue 41): the day must come back unchanged.
 */
const onCalendar = (s: string) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** A calendar date written as 2026-10-05. */
const date = v.pipe(
  v.string('must be a date written like 2026-10-05'),
  v.isoDate('must be a date written like 2026-10-05'),
  v.check(onCalendar, 'must be a day that exists on the calendar (check the month has that many days)'),
  v.transform((s) => new Date(`${s}T00:00:00Z`)),
);

const blogSchema = v.strictObject({
  title: text('the post title', 10, 90),
  /** Search results and link previews show it: 50 to 160 characters. */
  description: text('the summary shown in search results', 50, 160),
  date,
  /** Set when the post was changed after publishing. */
  updated: v.optional(date),
  author: text("the author's name", 2, 80),
  /** The author's role, shown under the name. */
  role: v.optional(text("the author's role", 2, 80)),
  tags: v.pipe(
    v.array(text('a tag', 2, 40), 'must be a list of tags, one per line starting with "- "'),
    v.minLength(1, 'needs at least one tag'),
    v.maxLength(5, 'allows at most 5 tags'),
  ),
  image: v.strictObject({
    /** A picture under assets/, e.g. images/services/sap.jpg. */
    src: v.pipe(
      v.string('must be a file path like images/blog/picture.jpg'),
      v.regex(/^[\w/.-]+\.(jpg|jpeg|png|webp)$/i, 'must be a file path like images/blog/picture.jpg'),
    ),
    alt: text('a description of the picture', 5, 200),
  }),
  /** true: only `site serve` shows the post; `site build` leaves it out. */
  draft: v.optional(v.boolean('must be true or false')),
  /** true: placeholder copy to replace before launch. */
  sample: v.optional(v.boolean('must be true or false')),
});

export const { getCollection } = createCollections({
  blog: defineCollection({ schema: blogSchema }),
});

export type BlogPost = ReturnType<typeof getCollection<'blog'>>[number];
