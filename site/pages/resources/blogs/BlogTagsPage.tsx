import { css, cx } from '@linaria/core';
import { blog } from '@content/resources/blogs.ts';
import { ui as pageUi } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { CardGrid, cardClass } from '@site/components/ui/Card.tsx';
import { PageHero } from '@site/components/ui/PageHero.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { color } from '@site/theme/tokens.ts';
import { BLOG_PATH, postCount, tagUrl, type TagGroup } from './posts.ts';

const topic = css`
  position: relative;
  justify-content: space-between;
  &:has(a:focus-visible) {
    outline: 3px solid ${color.accent};
    outline-offset: 2px;
  }
  h3 {
    font-size: 1.15rem;
    margin: 0;
  }
  a {
    color: ${color.navy};
    text-decoration: none;
  }
  a:hover {
    color: ${color.maroon};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
  }
  /* The whole card is the link's click area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0;
    color: ${color.maroon};
    font-size: 0.9rem;
    font-weight: 700;
  }
`;

/** /resources/blogs/tags/: every topic with its number of posts, alphabetical, each linking to its tag page. */
export function BlogTagsPage({ tags }: { tags: TagGroup[] }) {
  const { tagsIndex, ui } = blog;
  return (
    <Layout>
      <PageHero
        title={tagsIndex.heading}
        eyebrow={pageUi.eyebrows.resources}
        intro={<p>{tagsIndex.intro}</p>}
        buttons={[{ text: ui.allPosts, href: BLOG_PATH, variant: 'outline' }]}
      />
      <Section id="topics" title={tagsIndex.listHeading} tone="tint">
        <CardGrid as="ul" min="13rem">
          {tags.map((group) => (
            <li key={group.slug} className={cx(cardClass, topic)}>
              <h3>
                <a href={tagUrl(group.tag)}>{group.tag}</a>
              </h3>
              <p>{postCount(group.posts.length)}</p>
            </li>
          ))}
        </CardGrid>
      </Section>
      <ClosingBand {...blog.closing} />
    </Layout>
  );
}
