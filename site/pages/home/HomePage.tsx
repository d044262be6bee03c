// The home page, section by section, in page order.
import { Layout } from '@site/components/layout/Layout.tsx';
import { ExploreSection } from './ExploreSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { HomeHero } from './HomeHero.tsx';
import { LogoMarquee } from './LogoMarquee.tsx';
import { NewsletterSection } from './NewsletterSection.tsx';
import { ServicesAccordion } from './ServicesAccordion.tsx';
import { TailoredSection } from './TailoredSection.tsx';
import { TestimonialsSection } from './testimonials/TestimonialsSection.tsx';
import { WhyChooseSection } from './WhyChooseSection.tsx';

export function HomePage() {
  return (
    <Layout>
      <HomeHero />
      <LogoMarquee />
      <TailoredSection />
      <WhyChooseSection />
      <ExploreSection />
      <TestimonialsSection />
      <NewsletterSection />
      <ServicesAccordion />
      <FaqSection />
    </Layout>
  );
}
