import { css } from '@linaria/core';
import { clampLines, servicesUi } from '@content/how-we-help/ui.ts';
import { breakpoint, color } from '@site/theme/tokens.ts';

const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  & > p {
    margin: 0;
    color: ${color.gray700};
  }
  &[data-enhanced]:not([data-expanded]) > p {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${clampLines.belowSm};
    line-clamp: ${clampLines.belowSm};
    overflow: hidden;
    @media (min-width: ${breakpoint.sm}px) and (max-width: ${breakpoint.md - 0.02}px) {
      -webkit-line-clamp: ${clampLines.smToMd};
      line-clamp: ${clampLines.smToMd};
    }
    @media (min-width: ${breakpoint.md}px) {
      -webkit-line-clamp: ${clampLines.fromMd};
      line-clamp: ${clampLines.fromMd};
    }
  }
`;
const toggle = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.maroon};
  font-weight: 650;
  cursor: pointer;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;
  &:hover {
    color: ${color.maroon500};
    text-decoration-thickness: 2px;
  }
  &[hidden] {
    display: none;
  }
`;

/**
 * A paragraph clamped to a few lines once the expandable-text enhancement has measured that it
 * overflows; the Read more / Show less button stays hidden otherwise (and without JS).
 */
export function ExpandableText({ id, text }: { id: string; text: string }) {
  return (
    <div className={wrap} data-enhance="expandable-text">
      <p id={id}>{text}</p>
      <button type="button" className={toggle} hidden aria-expanded="false" aria-controls={id} data-more={servicesUi.readMore} data-less={servicesUi.showLess}>
        {servicesUi.readMore}
      </button>
    </div>
  );
}
