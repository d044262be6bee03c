// Groups of declarations that several components' styles share, interpolated into their css``.
// Each returns the declarations in a fixed order, so a component's CSS is what it wrote before.
import { color } from './tokens.ts';

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
