import { css } from '@linaria/core';
import { Image } from '@runtime';
import { notFound } from '@content/404.ts';
import { search } from '@content/ui/search.ts';
import { resultList } from '@site/components/layout/Search.tsx';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Card, CardGrid } from '@site/components/ui/Card.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { media, radius } from '@site/theme/tokens.ts';

const grid = css`
  display: grid;
  gap: 2rem;
  align-items: center;
  margin-bottom: 2.5rem;
  ${media.md} {
    grid-template-columns: 1.2fr 1fr;
  }
  img {
    border-radius: ${radius.lg};
  }
`;
const cards = css`
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  h2 {
    font-size: 1.25rem;
  }
`;

const suggestions = css`
  margin-top: 2.5rem;
  h2 {
    font-size: 1.25rem;
  }
`;

// Served for any unknown URL at any depth: every URL on this page is absolute.
export function NotFoundPage() {
  return (
    <Layout>
      <Section>
        <div className={grid}>
          <div>
            <h1>{notFound.heading}</h1>
            <p>{notFound.text}</p>
          </div>
          <Image src={notFound.picture.src} alt={notFound.picture.alt} priority sizes="(min-width: 900px) 40vw, 100vw" widths={[480, 800]} />
        </div>
        <CardGrid as="ul" min="14rem" className={cards}>
          {notFound.links.map((l) => (
            <Card as="li" key={l.href}>
              <h2>
                <a href={l.href}>{l.label}</a>
              </h2>
              <p>{l.text}</p>
            </Card>
          ))}
        </CardGrid>
        {/* Last, so that the suggestions, which arrive once the search has run, move nothing on screen (CLS 0). */}
        <section className={suggestions} aria-labelledby="suggestions-title" data-enhance="search-suggestions" hidden>
          <h2 id="suggestions-title">{search.suggestions}</h2>
          <ul className={resultList} />
        </section>
      </Section>
    </Layout>
  );
}
