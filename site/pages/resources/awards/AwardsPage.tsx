import { css } from '@linaria/core';
import type { AwardsPage as Page } from '@content/resources/types.ts';
import { heroPictures, ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Icon } from '@site/components/ui/Icon.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { color, media, radius } from '@site/theme/tokens.ts';
import { centredBox } from '@site/theme/mixins.ts';

const teaser = css`
  display: grid;
  gap: 1.5rem;
  justify-items: start;
  padding: 2rem;
  border-radius: ${radius.lg};
  border: 1px solid ${color.gray100};
  background: ${color.white};
  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr);
    gap: 2.5rem;
    padding: 3rem;
  }
  p {
    margin: 0;
    max-width: 46rem;
    font-size: 1.1rem;
    color: ${color.gray700};
  }
`;
const badge = css`
  ${centredBox('5rem', radius.round, color.navy, color.accent)}
`;

/** /resources/awards/: a teaser while recognition news is on the way. */
export function AwardsPage({ page }: { page: Page }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.resources} picture={heroPictures[page.path]} />
      <Section id="coming-soon" tone="tint" label={page.teaser.heading}>
        <div className={teaser}>
          <span className={badge}>
            <Icon name="star" size="2.4rem" />
          </span>
          <div>
            <h2>{page.teaser.heading}</h2>
            <p>{page.teaser.text}</p>
          </div>
        </div>
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
