import { css } from '@linaria/core';
import type { MediaPage as Page } from '@content/resources/types.ts';
import { heroPictures, ui } from '@content/ui/pages.ts';
import { Layout } from '@site/components/layout/Layout.tsx';
import { Section } from '@site/components/ui/Section.tsx';
import { ClosingBand } from '@site/components/blocks/ClosingBand.tsx';
import { HeroBand } from '@site/components/blocks/HeroBand.tsx';
import { color, media } from '@site/theme/tokens.ts';
import { VideoPlayer } from './VideoPlayer.tsx';

const layout = css`
  display: grid;
  gap: 2rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: 3rem;
    align-items: start;
  }
`;
const about = css`
  color: ${color.gray700};
  h3 {
    margin-bottom: 0.5rem;
  }
`;

/** /resources/media/: the introduction video with its description. */
export function MediaPage({ page }: { page: Page }) {
  return (
    <Layout>
      <HeroBand hero={page.hero} eyebrow={ui.eyebrows.resources} picture={heroPictures[page.path]} />
      <Section id="video" title={page.intro.heading} intro={page.intro.paragraphs.join(' ')} tone="tint">
        <div className={layout}>
          <VideoPlayer video={page.video} />
          <div className={about}>
            <h3>{page.video.title}</h3>
            <p>{page.video.description}</p>
          </div>
        </div>
      </Section>
      <ClosingBand {...page.closing} />
    </Layout>
  );
}
