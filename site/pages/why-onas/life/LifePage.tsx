import type { LifePage as Page } from '@content/why-onas/types.ts';
import { ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { SplitHero } from '@site/components/blocks/SplitHero.tsx';
import { TextSection } from '@site/components/blocks/TextSection.tsx';
import { Gallery, type GalleryPhoto } from './Gallery.tsx';
import { PhotoMosaic } from './PhotoMosaic.tsx';

/** Gallery photos shown in the hero montage (festival, awards night, cricket, family day). */
const MOSAIC = [2, 9, 5, 14];

/** /why-onas/life/: intro and the photo gallery with its viewer. */
export function LifePage({ page, photos }: { page: Page; photos: readonly GalleryPhoto[] }) {
  return (
    <Layout>
      <SplitHero
        hero={page.hero}
        eyebrow={ui.eyebrows.whyOnas}
        aside={<PhotoMosaic photos={MOSAIC.map((i) => photos[i]).filter((p): p is GalleryPhoto => Boolean(p))} />}
      />
      <TextSection id="life-at-onas" heading={page.intro.heading} paragraphs={page.intro.paragraphs} />
      <Section id="gallery" title={page.galleryHeading} tone="tint">
        <Gallery photos={photos} label={page.galleryHeading} />
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
