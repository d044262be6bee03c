import { css } from '@linaria/core';
import type { NewsroomPage as Page } from '@content/resources/types.ts';
import { heroPictures, ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { ButtonLink } from '@site/components/ui/ButtonLink.tsx';
import { cardClass } from '@site/components/ui/Card.tsx';
import { balanced, balancedStyle } from '@site/components/blocks/styles.ts';
import { Icon } from '@site/components/ui/Icon.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { color, radius } from '@site/theme/tokens.ts';
import { centredBox } from '@site/theme/mixins.ts';

const card = css`
  gap: 0.9rem;
  align-items: flex-start;
  p {
    color: ${color.gray700};
  }
  a {
    margin-top: auto;
  }
`;
const mark = css`
  ${centredBox('3rem', radius.md, color.navy, color.accent)}
`;

/** /resources/newsroom/: client review platforms and media enquiries. */
export function NewsroomPage({ page }: { page: Page }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.resources} picture={heroPictures[page.path]} />
      <TextSection id="what-clients-say" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      <Section id="reviews" title={page.reviews.heading} tone="tint">
        <ul className={balanced} style={balancedStyle(page.reviews.links.length, 2)}>
          {page.reviews.links.map((r) => (
            <li key={r.platform} className={`${cardClass} ${card}`}>
              <span className={mark}>
                <Icon name="star" />
              </span>
              <h3>{r.platform}</h3>
              <p>{r.text}</p>
              <ButtonLink href={r.href} variant="secondary">
                {r.buttonText}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingBand heading={page.press.heading} text={page.press.text} buttons={page.press.buttons} />
    </Layout>
  );
}
