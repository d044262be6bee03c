import { css } from '@linaria/core';
import { blog } from '@content/resources/blogs.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Container } from '@site/components/ui/Container.tsx';
import { PageHero } from '@site/components/ui/PageHero.tsx';
import { Prose } from '@site/components/ui/Prose.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { band, textLink } from '@site/components/blocks/styles.ts';
import { color, radius } from '@site/theme/tokens.ts';
import { PostGrid } from './PostCard.tsx';
import { PostLink } from './PostLink.tsx';
import { PostMeta } from './PostMeta.tsx';
import { BLOG_PATH, type BlogPost } from './posts.ts';
import { TagLinks } from './TagLinks.tsx';

const byline = css`
  display: grid;
  gap: 1rem;
  margin-top: 1.5rem;
`;
const body = css`
  margin-inline: auto;
  h2 {
    color: ${color.navy};
    font-size: 1.5rem;
  }
  h3 {
    color: ${color.navy};
    font-size: 1.2rem;
  }
  a {
    color: ${color.maroon};
    font-weight: 600;
  }
  picture img {
    width: 100%;
    height: auto;
    border-radius: ${radius.md};
  }
  table {
    width: 100%;
    margin: 1.5rem 0;
    border-collapse: collapse;
    font-size: 0.95rem;
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    text-align: left;
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${color.gray100};
    vertical-align: top;
  }
  th {
    color: ${color.navy};
  }
  blockquote {
    margin: 1.5rem 0;
    padding: 0.5rem 0 0.5rem 1.25rem;
    border-left: 4px solid ${color.maroon};
    color: ${color.ink};
  }
`;
const back = css`
  display: block;
  max-width: 46rem;
  margin: 2rem auto 0;
`;

/** One post: title, byline, date, reading time, tags and picture, the text, then related posts. */
export function BlogPostPage({ post, related }: { post: BlogPost; related: BlogPost[] }) {
  const { ui } = blog;
  return (
    <Layout>
      <PageHero title={post.data.title} eyebrow={blog.hero.heading} intro={<p>{post.data.description}</p>} picture={post.data.image}>
        <div className={byline}>
          <PostMeta post={post} author />
          <TagLinks tags={post.data.tags} label={ui.tagsLabel} />
        </div>
      </PageHero>
      <div className={band}>
        <Container>
          <Prose className={body}>{post.render({ components: { a: PostLink } })}</Prose>
          <a className={`${textLink} ${back}`} href={BLOG_PATH}>
            {ui.allPosts}
          </a>
        </Container>
      </div>
      {related.length > 0 && (
        <Section id="related" title={ui.related} tone="tint">
          <PostGrid posts={related} label={ui.related} />
        </Section>
      )}
      <ClosingBand {...blog.closing} />
    </Layout>
  );
}
