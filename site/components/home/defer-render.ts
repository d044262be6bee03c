// Sections below #explore-us skip layout and paint until they near the viewport, which shortens the
// first render of this long page. Only sections after the Explore Services target use it, so the
// placeholder heights never move that anchor. `auto` remembers the real height once rendered.
import { css } from '@linaria/core';

export const deferRender = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 900px;
`;
