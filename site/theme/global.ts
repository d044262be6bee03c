// Global styles: a small reset, base typography (the system's own sans-serif, see tokens.ts), focus and
// motion rules.
import { css } from '@linaria/core';
import { color, font, layout, media } from '@site/theme/tokens.ts';

export const globals = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
    }
    html:focus-within {
      scroll-behavior: smooth;
    }
    body {
      margin: 0;
      font-family: ${font.body};
      font-size: 1rem;
      line-height: 1.65;
      color: ${color.ink};
      background: ${color.white};
      text-rendering: optimizeLegibility;
      -webkit-font-smoothing: antialiased;
    }
    body.scroll-locked {
      overflow: hidden;
    }
    h1,
    h2,
    h3,
    h4 {
      font-family: ${font.heading};
      line-height: 1.2;
      color: ${color.navy};
      margin: 0 0 0.6em;
      letter-spacing: -0.015em;
      text-wrap: balance;
    }
    h1 {
      font-size: clamp(2rem, 1.4rem + 2.6vw, 3.25rem);
      font-weight: 750;
    }
    h2 {
      font-size: clamp(1.6rem, 1.25rem + 1.5vw, 2.35rem);
      font-weight: 700;
    }
    h3 {
      font-size: clamp(1.15rem, 1.05rem + 0.4vw, 1.35rem);
      font-weight: 650;
    }
    p {
      margin: 0 0 1em;
    }
    ul,
    ol {
      margin: 0 0 1em;
      padding-left: 1.25em;
    }
    img,
    picture,
    video,
    svg {
      display: block;
      max-width: 100%;
    }
    img,
    video {
      height: auto;
    }
    a {
      color: ${color.maroon};
      text-underline-offset: 0.18em;
    }
    a:hover {
      color: ${color.maroon500};
    }
    button,
    input,
    select,
    textarea {
      font: inherit;
      color: inherit;
    }
    :focus-visible {
      outline: 3px solid ${color.accent};
      outline-offset: 2px;
      border-radius: 2px;
    }
    [id] {
      scroll-margin-top: calc(${layout.headerHeight} + 1rem);
    }
    .visually-hidden {
      position: absolute !important;
      width: 1px;
      height: 1px;
      padding: 0;
      margin: -1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
      border: 0;
    }
    /* Cross-document view transitions (the browser's cross-fade from one page to the next), only
       when motion is welcome: a media query around the at-rule switches it off under reduce. */
    @media (prefers-reduced-motion: no-preference) {
      @view-transition {
        navigation: auto;
      }
    }
    ${media.reducedMotion} {
      html:focus-within {
        scroll-behavior: auto;
      }
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  }
`;
