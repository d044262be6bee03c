import { css } from '@linaria/core';
import type { IdeaPiece, IdeasPage as Page } from '@content/resources/types.ts';
import { heroPictures, ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { cardClass } from '@site/components/ui/Card.tsx';
import { balanced, balancedStyle } from '@site/components/blocks/styles.ts';
import { Icon } from '@site/components/ui/Icon.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { Tag } from '@site/components/ui/Tag.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { textLink } from '@site/components/blocks/styles.ts';
import { color } from '@site/theme/tokens.ts';

const card = css`
  gap: 0.75rem;
  p {
    color: ${color.gray700};
  }
`;
const related = css`
  margin-top: auto;
`;

function Idea({ idea }: { idea: IdeaPiece }) {
  return (
    <li id={idea.id} className={`${cardClass} ${card}`}>
      <Tag>{idea.topic}</Tag>
      <h3>{idea.title}</h3>
      <p>{idea.text}</p>
      {idea.related && (
        <a className={`${textLink} ${related}`} href={idea.related.href}>
          <span className="visually-hidden">{ui.ideas.related}: </span>
          {idea.related.text}
          <Icon name="arrow-right" size="1.1rem" />
        </a>
      )}
    </li>
  );
}

/** /resources/ideas/: short perspective pieces, each with its own anchor. */
export function IdeasPage({ page }: { page: Page }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.resources} picture={heroPictures[page.path]} />
      <TextSection id="perspectives" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      <Section id="ideas" label={page.hero.heading} tone="tint">
        <ul className={balanced} style={balancedStyle(page.ideas.length, 3)}>
          {page.ideas.map((idea) => (
            <Idea key={idea.id} idea={idea} />
          ))}
        </ul>
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
