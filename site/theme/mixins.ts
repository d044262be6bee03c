// Groups of declarations that several components' styles share, interpolated into their css``.
// Each returns the declarations in a fixed order, so a component's CSS is what it wrote before.
import { color, media } from './tokens.ts';

/** A square box with its content centred (an icon, a number, a mark); `fg` sets the text colour. */
export function centredBox(size: string, corners: string, background: string, fg?: string): string {
  const text = fg ? `\n  color: ${fg};` : '';
  return `display: grid;
  place-items: center;
  width: ${size};
  height: ${size};
  border-radius: ${corners};
  background: ${background};${text}`;
}

/** The small spaced capitals over a heading (an eyebrow, a label, a number): maroon at 0.8rem unless told. */
export function eyebrowText(size = '0.8rem', tint: string = color.maroon): string {
  return `font-size: ${size};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${tint};`;
}

/**
 * One column on phones, two from the md breakpoint: `template` is the columns' grid-template there, `gap`
 * and `wideGap` the gaps below and from md; the items are centred on the cross axis unless `center` is false.
 */
export function twoColumns(template: string, gap: string, wideGap: string, center = true): string {
  const align = center ? '\n  align-items: center;' : '';
  return `display: grid;
  gap: ${gap};${align}
  ${media.md} {
    grid-template-columns: ${template};
    gap: ${wideGap};
  }`;
}

/** The light hero band at the top of a page: a grey-to-navy tint, more room from md. */
export const lightHeroBand = `background: linear-gradient(135deg, ${color.gray50} 0%, ${color.navy100} 100%);
  padding-block: 2.5rem 3rem;
  ${media.md} {
    padding-block: 4rem;
  }`;
