import type { LifePage as Page } from '@content/why-onas/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '../../layout/Layout.tsx';
import { Section } from '../../ui/Section.tsx';
import { ClosingBand } from '../common/ClosingBand.tsx';
import { HeroBand } from '../common/HeroBand.tsx';
import { IntroSection } from '../common/IntroSection.tsx';
import { Gallery, type GalleryPhoto } from './Gallery.tsx';

/** /why-onas/life/: intro and the photo gallery with its viewer. */
export function LifePage({ page, photos }: { page: Page; photos: readonly GalleryPhoto[] }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.whyOnas} />
      <IntroSection id="life-at-onas" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      <Section id="gallery" title={page.galleryHeading} tone="tint">
        <Gallery photos={photos} label={page.galleryHeading} />
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
