import { css, cx } from '@linaria/core';
import { asset } from '@runtime';

const icon = css`
  display: inline-block;
  flex: none;
  width: var(--icon-size, 1.5rem);
  height: var(--icon-size, 1.5rem);
  background-color: currentColor;
  mask: var(--icon) center / contain no-repeat;
  -webkit-mask: var(--icon) center / contain no-repeat;
`;

/**
 * A decorative icon from assets/icons/<name>.svg, drawn in the current text colour (CSS mask).
 * Server-rendered only: islands draw their few icons inline.
 */
export function Icon({ name, size, className }: { name: string; size?: string; className?: string }) {
  const style = { '--icon': `url("${asset(`icons/${name}.svg`)}")`, ...(size ? { '--icon-size': size } : {}) } as React.CSSProperties;
  return <span aria-hidden="true" className={cx(icon, className)} style={style} />;
}
