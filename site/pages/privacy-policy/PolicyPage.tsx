import { css } from '@linaria/core';
import type { PrivacyPolicy } from '@content/privacy-policy.ts';
import { color, media } from '@site/theme/tokens.ts';
import { Container } from '@site/components/ui/Container.tsx';
import { Prose } from '@site/components/ui/Prose.tsx';

const head = css`
  background: ${color.gray50};
  padding-block: 3rem 2rem;
  border-bottom: 1px solid ${color.gray100};
`;
const updated = css`
  color: ${color.gray700};
  margin: 0;
`;
const layoutGrid = css`
  display: grid;
  gap: 2rem;
  padding-block: 2.5rem 4rem;
  ${media.lg} {
    grid-template-columns: 16rem 1fr;
    gap: 4rem;
  }
`;
const toc = css`
  font-size: 0.92rem;
  h2 {
    font-size: 0.8rem;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${color.gray700};
  }
  ol {
    margin: 0;
    padding-left: 1.2rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
  ${media.lg} {
    position: sticky;
    top: 6rem;
    align-self: start;
  }
`;

const dateLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A legal document in two parts, each a child of the Layout: the head band (heading and last-updated
 * date), which is the page's first view, then a table of contents and the numbered sections. Apart,
 * the first render waits for the band alone (Layout's #first-view-end), not for the whole document.
 */
export function PolicyHead({ policy }: { policy: PrivacyPolicy }) {
  return (
    <div className={head}>
      <Container>
        <h1>{policy.heading}</h1>
        <p className={updated}>
          Last updated: <time dateTime={policy.lastUpdated}>{dateLabel(policy.lastUpdated)}</time>
        </p>
      </Container>
    </div>
  );
}

export function PolicyBody({ policy }: { policy: PrivacyPolicy }) {
  return (
    <Container className={layoutGrid}>
      <nav className={toc} aria-labelledby="policy-toc">
        <h2 id="policy-toc">On this page</h2>
        <ol>
          {policy.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <Prose>
        <p>{policy.intro}</p>
        {policy.sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`}>
            <h2 id={`${s.id}-h`}>{s.heading}</h2>
            {s.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
            {s.bullets && (
              <ul>
                {s.bullets.map((b, i) => (
                  <li key={i}>{b}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Prose>
    </Container>
  );
}
