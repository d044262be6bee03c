import { css } from '@linaria/core';
import { shadow } from '@site/theme/tokens.ts';
import type { Hero } from '@content/types.ts';
import { InPageIndex, type InPageIndexProps } from './InPageIndex.tsx';
import { SplitHero } from './SplitHero.tsx';

const index = css`
  box-shadow: ${shadow.media};
`;

/**
 * The h1 band of a page made of anchored sections: the hero text beside the page's index
 * (a nav linking to every section), so the index is the first thing after the title.
 * Used instead of a hero picture, since each section shows its own picture.
 */
export function IndexHero({ hero, eyebrow, index: nav }: { hero: Hero; eyebrow?: string; index: InPageIndexProps }) {
  return <SplitHero hero={hero} eyebrow={eyebrow} aside={<InPageIndex {...nav} className={index} />} />;
}
