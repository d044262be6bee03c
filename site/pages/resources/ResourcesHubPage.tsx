import { css } from '@linaria/core';
import type { ResourcesHub } from '@content/resources/types.ts';
import { heroPictures, ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { LinkCards } from '@site/components/blocks/LinkCards.tsx';
import { blog } from '@content/resources/blogs.ts';
import { PostGrid } from './blogs/PostCard.tsx';
import { allPosts } from './blogs/posts.ts';
import { textLink } from '@site/components/blocks/styles.ts';

const more = css`
  margin: 1.5rem 0 0;
`;

/** /resources/: one card per resource page, and the newest blog posts. */
export function ResourcesHubPage({ page }: { page: ResourcesHub }) {
  const latest = allPosts().slice(0, 3);
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.resources} picture={heroPictures[page.path]} />
      <TextSection id="start-here" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      <Section id="browse" title={page.sections.heading} tone="tint">
        <LinkCards cards={page.sections.cards} />
      </Section>
      {latest.length > 0 && (
        <Section id="latest-posts" title={blog.ui.latestHeading}>
          <PostGrid posts={latest} label={blog.ui.latestHeading} />
          <p className={more}>
            <a className={textLink} href={blog.path}>
              {blog.ui.allPosts}
            </a>
          </p>
        </Section>
      )}
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
