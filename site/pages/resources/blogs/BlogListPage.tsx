import { css } from '@linaria/core';
import type { Page } from '@runtime/content';
import { blog } from '@content/resources/blogs.ts';
import { heroPictures, ui as pageUi } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { textLink } from '@site/components/blocks/styles.ts';
import { color } from '@site/theme/tokens.ts';
import { Pagination } from './Pagination.tsx';
import { PostGrid } from './PostCard.tsx';
import { FEED_PATH, fill, type BlogPost } from './posts.ts';
import { TagLinks } from './TagLinks.tsx';

const empty = css`
  color: ${color.gray700};
  max-width: 40rem;
`;
const topics = css`
  display: grid;
  gap: 1rem;
`;

/** /resources/blogs/ and /resources/blogs/page/n/: the posts, newest first, ten a page. */
export function BlogListPage({ page, tags }: { page: Page<BlogPost>; tags: string[] }) {
  const { ui } = blog;
  const hero = page.number === 1 ? blog.hero : { ...blog.hero, heading: `${blog.hero.heading}: ${fill(ui.pageOf, { n: page.number, count: page.count })}` };
  return (
    <Layout>
      <HeroBand hero={hero} eyebrow={pageUi.eyebrows.resources} picture={page.number === 1 ? heroPictures[blog.path] : null} />
      <Section id="posts" title={blog.listHeading} tone="tint">
        {page.items.length ? <PostGrid posts={page.items} /> : <p className={empty}>{blog.empty}</p>}
        <Pagination page={page} />
      </Section>
      {tags.length > 0 && (
        <Section id="topics" title={blog.tagsHeading}>
          <div className={topics}>
            <TagLinks tags={tags} label={ui.tagsLabel} />
            <a className={textLink} href={FEED_PATH}>
              {ui.feed}
            </a>
          </div>
        </Section>
      )}
      <ClosingBand {...blog.closing} />
    </Layout>
  );
}
