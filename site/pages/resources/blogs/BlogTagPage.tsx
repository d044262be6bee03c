import { css } from '@linaria/core';
import { blog } from '@content/resources/blogs.ts';
import { ui as pageUi } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { PageHero } from '@site/components/ui/PageHero.tsx';
import { textLink } from '@site/components/blocks/styles.ts';
import { PostGrid } from './PostCard.tsx';
import { BLOG_PATH, fill, TAGS_PATH, type TagGroup } from './posts.ts';
import { TagLinks } from './TagLinks.tsx';

const topics = css`
  display: grid;
  gap: 1rem;
`;

/** /resources/blogs/tags/<tag>/: every post with one tag, and the other tags. */
export function BlogTagPage({ group, tags }: { group: TagGroup; tags: TagGroup[] }) {
  const { ui } = blog;
  return (
    <Layout>
      <PageHero
        title={fill(ui.tagHeading, { tag: group.tag })}
        eyebrow={pageUi.eyebrows.resources}
        intro={<p>{fill(ui.tagIntro, { tag: group.tag })}</p>}
        buttons={[{ text: ui.allPosts, href: BLOG_PATH, variant: 'outline' }]}
      />
      <Section id="posts" label={fill(ui.tagHeading, { tag: group.tag })} tone="tint">
        <PostGrid posts={group.posts} heading="h2" label={fill(ui.tagHeading, { tag: group.tag })} />
      </Section>
      <Section id="topics" title={blog.tagsHeading}>
        <div className={topics}>
          <TagLinks tags={tags.map((t) => t.tag)} label={ui.tagsLabel} current={group.tag} />
          <a className={textLink} href={TAGS_PATH}>
            {ui.allTopics}
          </a>
        </div>
      </Section>
      <ClosingBand {...blog.closing} />
    </Layout>
  );
}
