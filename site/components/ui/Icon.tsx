import { css, cx } from '@linaria/core';
import { assetText } from '@runtime';

const icon = css`
  display: inline-block;
  flex: none;
  width: var(--icon-size, 1.5rem);
  height: var(--icon-size, 1.5rem);
`;

const SVG = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
/** The drawing attributes an icon file sets on its <svg> (the rest, size and role, come from here). */
const KEPT = ['viewBox', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'] as const;
const REACT_NAME: Record<string, string> = {
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
};

type IconParts = { attrs: Record<string, string>; inner: string };
/**
 * Each icon file's parts by its text: a page draws a dozen icons, and splitting the same few files again on
 * every page took a second of a 10,000-post build. Keyed by the text, so an edited icon is split again.
 */
const split = new Map<string, IconParts>();

/** An icon file split into the attributes React sets on <svg> and the drawing inside it. */
function iconParts(name: string): IconParts {
  const text = assetText(`icons/${name}.svg`);
  let parts = split.get(text);
  if (!parts) {
    if (split.size >= 200) split.clear();
    parts = splitIcon(name, text);
    split.set(text, parts);
  }
  return parts;
}

function splitIcon(name: string, text: string): IconParts {
  const m = SVG.exec(text);
  if (!m) throw new Error(`assets/icons/${name}.svg is not a single <svg> element`);
  const attrs: Record<string, string> = {};
  for (const key of KEPT) {
    const v = new RegExp(`\\s${key}="([^"]*)"`).exec(m[1]);
    if (v) attrs[REACT_NAME[key] ?? key] = v[1];
  }
  return { attrs, inner: m[2] };
}

/**
 * A decorative icon from assets/icons/<name>.svg, drawn inline in the current text colour: no request
 * and no image document per icon. Server-rendered only: islands draw their few icons themselves.
 */
export function Icon({ name, size, className }: { name: string; size?: string; className?: string }) {
  const { attrs, inner } = iconParts(name);
  const style = size ? ({ '--icon-size': size } as React.CSSProperties) : undefined;
  return (
    <svg
      {...attrs}
      aria-hidden="true"
      focusable="false"
      className={cx(icon, className)}
      style={style}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the drawing of an icon file of this repository's assets folder
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}
