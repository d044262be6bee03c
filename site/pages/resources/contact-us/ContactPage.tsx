import { css } from '@linaria/core';
import { company } from '@content/company.ts';
import type { ContactPage as Page } from '@content/resources/types.ts';
import { ui } from '@content/ui/pages.ts';
import { ContactFormEmbed } from '@site/components/forms/ContactFormEmbed.tsx';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Container } from '@site/components/ui/Container.tsx';
import { Icon } from '@site/components/ui/Icon.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { SplitHero } from '@site/components/blocks/SplitHero.tsx';
import { Steps } from '@site/components/blocks/Steps.tsx';
import { band, panel } from '@site/components/blocks/styles.ts';
import { color } from '@site/theme/tokens.ts';
import { ContactDetails } from './ContactDetails.tsx';
import { FormLayout } from '@site/components/blocks/FormLayout.tsx';
import { OfficeList } from './OfficeList.tsx';

const response = css`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  margin: 0;
  color: ${color.gray700};
  span[aria-hidden] {
    margin-top: 0.15rem;
    color: ${color.maroon};
  }
`;

/**
 * /resources/contact-us/: e-mail, phones and headquarters up front; the contact form slot with
 * what happens next; then the headquarters and the three offices, each with a click-to-load map.
 */
export function ContactPage({ page }: { page: Page }) {
  return (
    <Layout>
      <SplitHero hero={page.hero} eyebrow={ui.eyebrows.contact} aside={<ContactDetails heading={page.detailsHeading} company={company} />} />
      <section id="contact-form" className={band} aria-labelledby="contact-form-title">
        <Container>
          <FormLayout
            titleId="contact-form-title"
            heading={page.heading}
            intro={page.intro}
            formHeading={page.formHeading}
            form={<ContactFormEmbed />}
            aside={
              <div className={panel}>
                <h3>{page.nextSteps.heading}</h3>
                <Steps steps={page.nextSteps.steps} headingLevel={4} />
                <hr />
                <p className={response}>
                  <Icon name="clock" size="1.2rem" />
                  <span>{page.responseTime}</span>
                </p>
              </div>
            }
          />
        </Container>
      </section>
      <Section id="offices" title={page.officesHeading} intro={page.officesIntro} tone="tint">
        <OfficeList headOffice={company.headOffice} offices={company.offices} companyName={company.name} />
      </Section>
    </Layout>
  );
}
