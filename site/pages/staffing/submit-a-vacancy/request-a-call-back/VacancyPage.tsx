import { css, cx } from '@linaria/core';
import type { VacancyPage as Page } from '@content/staffing/types.ts';
import { ui } from '@content/ui/pages.ts';
import { VacancyFormEmbed } from '@site/components/forms/VacancyFormEmbed.tsx';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Container } from '@site/components/ui/Container.tsx';
import { CheckList } from '@site/components/blocks/CheckList.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { Steps } from '@site/components/blocks/Steps.tsx';
import { band, lead, panel } from '@site/components/blocks/styles.ts';
import { FormLayout } from '@site/components/blocks/FormLayout.tsx';
import { color } from '@site/theme/tokens.ts';

const note = css`
  margin: 0;
  font-size: 0.95rem;
  color: ${color.gray700};
`;
const checklistPanel = css`
  border-top: 4px solid ${color.navy};
  ul {
    margin-top: 0.75rem;
  }
`;

/**
 * /staffing/submit-a-vacancy/request-a-call-back/: the vacancy form slot beside what happens next,
 * what to put in the job description and how the data is handled.
 */
export function VacancyPage({ page }: { page: Page }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.staffing} picture={page.picture} />
      <section id="vacancy-form" className={band} aria-labelledby="vacancy-form-title">
        <Container>
          <FormLayout
            titleId="vacancy-form-title"
            heading={page.heading}
            intro={page.intro}
            formHeading={page.formHeading}
            form={<VacancyFormEmbed />}
            aside={
              <>
                <div className={panel}>
                  <h3>{page.nextSteps.heading}</h3>
                  <Steps steps={page.nextSteps.steps} headingLevel={4} />
                </div>
                <div className={cx(panel, checklistPanel)}>
                  <h3>{page.checklist.heading}</h3>
                  <p className={lead}>{ui.vacancy.checklistIntro}</p>
                  <CheckList items={page.checklist.items} />
                </div>
                <p className={note}>{page.privacyNote}</p>
              </>
            }
          />
        </Container>
      </section>
    </Layout>
  );
}
