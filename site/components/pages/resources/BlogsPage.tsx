import { css } from '@linaria/core';
import type { BlogsPage as Page } from '@content/resources/types.ts';
import { heroPictures, ui } from '@content/ui/pages.ts';
import { Layout } from '../../layout/Layout.tsx';
import { cardClass } from '../../ui/Card.tsx';
import { balanced, balancedStyle } from '../common/styles.ts';
import { Section } from '../../ui/Section.tsx';
import { Tag } from '../../ui/Tag.tsx';
import { CheckList } from '../common/CheckList.tsx';
import { ClosingBand } from '../common/ClosingBand.tsx';
import { HeroBand } from '../common/HeroBand.tsx';
import { IntroSection } from '../common/IntroSection.tsx';
import { color } from '../../../theme/tokens.ts';

const card = css`
  gap: 0.75rem;
  border-top: 4px solid ${color.navy};
  p {
    color: ${color.gray700};
  }
`;

/** /resources/blogs/: what the blog will cover and the first topics in preparation. */
export function BlogsPage({ page }: { page: Page }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.resources} picture={heroPictures[page.path]} />
      <IntroSection id="what-we-cover" heading={page.intro.heading} paragraphs={page.intro.paragraphs}>
        <CheckList items={page.themes} />
      </IntroSection>
      <Section id="upcoming" title={page.upcoming.heading} tone="tint">
        <ul className={balanced} style={balancedStyle(page.upcoming.topics.length)}>
          {page.upcoming.topics.map((t) => (
            <li key={t.title} className={`${cardClass} ${card}`}>
              <Tag>{t.category}</Tag>
              <h3>{t.title}</h3>
              <p>{t.summary}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
