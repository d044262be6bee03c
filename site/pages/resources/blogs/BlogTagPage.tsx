import { css } from '@linaria/core';
import { blog } from '@content/resources/blogs.ts';
import { ui as pageUi } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { PageHero } from '@site/components/ui/PageHero.tsx';
import { textLink } from '@site/components/blocks/styles.ts';
import { PostGrid } from './PostCard.tsx';
import type { Page } from '@runtime/content';
import { Pagination } from './Pagination.tsx';
import { BLOG_PATH, fill, TAGS_PATH, tagUrl, type BlogPost } from './posts.ts';
import { TagLinks } from './TagLinks.tsx';

const topics = css`
  display: grid;
  gap: 1rem;
`;

/** /resources/blogs/tags/<tag>/ and its page/n/: the posts with one tag, ten a page, and the other tags. */
export function BlogTagPage({ tag, page, tags }: { tag: string; page: Page<BlogPost>; tags: string[] }) {
  const { ui } = blog;
  const heading = fill(ui.tagHeading, { tag });
  return (
    <Layout>
      <PageHero
        title={page.number === 1 ? heading : `${heading}: ${fill(ui.pageOf, { n: page.number, count: page.count })}`}
        eyebrow={pageUi.eyebrows.resources}
        intro={<p>{fill(ui.tagIntro, { tag })}</p>}
        buttons={[{ text: ui.allPosts, href: BLOG_PATH, variant: 'outline' }]}
      />
      <Section id="posts" label={heading} tone="tint">
        <PostGrid posts={page.items} heading="h2" label={heading} />
        <Pagination page={page} base={tagUrl(tag)} />
      </Section>
      <Section id="topics" title={blog.tagsHeading}>
        <div className={topics}>
          <TagLinks tags={tags} label={ui.tagsLabel} current={tag} />
          <a className={textLink} href={TAGS_PATH}>
            {ui.allTopics}
          </a>
        </div>
      </Section>
      <ClosingBand {...blog.closing} />
    </Layout>
  );
}
