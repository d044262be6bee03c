import { css } from '@linaria/core';
import { page as investors } from '@content/why-onas/investors.ts';
import type { LeadershipPage as Page, LeadershipRole } from '@content/why-onas/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Image } from '@runtime';
import { Layout } from '@site/components/layout/Layout.tsx';
import { cardClass } from '@site/components/ui/Card.tsx';
import { balanced, balancedStyle } from '@site/components/blocks/styles.ts';
import { Section } from '@site/components/ui/Section.tsx';
import { Tag } from '@site/components/ui/Tag.tsx';
import { CheckList } from '@site/components/blocks/CheckList.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { PointGrid } from '@site/components/blocks/PointGrid.tsx';
import { color, media, radius } from '@site/theme/tokens.ts';

const card = css`
  display: grid;
  gap: 1.25rem;
  ${media.sm} {
    grid-template-columns: 9rem minmax(0, 1fr);
    align-items: start;
  }
  img {
    width: 100%;
    max-width: 9rem;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${radius.round};
    background: ${color.navy100};
  }
  p {
    color: ${color.gray700};
  }
  h3 {
    margin-top: 0.6rem;
  }
  ul {
    margin-top: 0.6rem;
  }
`;
const label = css`
  margin: 0 0 0.5rem;
  font-weight: 650;
  color: ${color.navy};
`;

function RoleCard({ role }: { role: LeadershipRole }) {
  return (
    <li id={role.id} className={`${cardClass} ${card}`}>
      <Image src={role.picture.src} alt={role.picture.alt} sizes="144px" widths={[320]} />
      <div>
        <Tag>{ui.leadership.sample}</Tag>
        <h3>{role.role}</h3>
        <p>{role.focus}</p>
        <p className={label}>{ui.leadership.responsibilities}</p>
        <CheckList items={role.responsibilities} />
      </div>
    </li>
  );
}

/**
 * /why-onas/leadership/: how we lead, and four illustrative leadership role profiles.
 * The hero shows the boardroom picture (the portraits appear once, in the role cards).
 */
export function LeadershipPage({ page }: { page: Page }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.whyOnas} picture={investors.hero.images[0]} />
      <TextSection
        id="how-we-lead"
        heading={page.howWeLead.heading}
        paragraphs={page.howWeLead.paragraphs}
        after={<PointGrid items={page.howWeLead.points} icon="target" />}
      />
      <Section id="leadership-roles" title={page.roles.heading} intro={page.roles.note} tone="tint">
        <ul className={balanced} style={balancedStyle(page.roles.items.length, 2)}>
          {page.roles.items.map((r) => (
            <RoleCard key={r.id} role={r} />
          ))}
        </ul>
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
