// How a page starts its script (the entry that attaches enhancements and starts islands): not with
// the page, but after it. A small inline loader names the entry in data-src and imports it once the
// window's load event has fired and the page has painted, or at the visitor's first pointer press or
// key press if that comes first. Until then nothing competes with the HTML, the CSS and the first-view
// images, and the first paint never waits for a script (docs/generator.md, "The page script starts after the page").
//
// The loader's text is the same on every page, so the Content-Security-Policy needs one hash for it
// (http-headers.ts finds it like any inline script).

/** The attribute that names the entry; the link check (output-checks.ts) reads it like `src`. */
export const PAGE_SCRIPT_ATTR = 'data-src';

/**
 * The attribute the entry sets on <html> once its enhancements are attached and its islands' strategies
 * are set up (bundle-client.ts). Tests and styles can wait on it: it is the page's "ready".
 */
export const PAGE_READY_ATTR = 'data-enhanced';

/**
 * The loader. It imports the entry once both the load event has fired and the page has painted (a
 * `paint` performance entry): in Chromium the first paint can come after `load`, and a script that ran
 * before it would still be on the first paint's path. Without paint timing, and in a page being
 * prerendered (it paints only once shown, and should be ready then), `load` alone starts it. A key or
 * pointer press starts it at once. No timer and no animation frame: a page on a paused clock (a test's
 * fake clock, a throttled background tab) still gets its script. `import()` runs at most once.
 */
export const PAGE_SCRIPT_LOADER = [
  '(function(s){',
  'var o={once:!0,capture:!0,passive:!0},n=2,P=window.PerformanceObserver,',
  'go=function(){s&&import(s);s=""},half=function(){--n||go()};',
  'addEventListener("pointerdown",go,o);addEventListener("keydown",go,o);addEventListener("load",half,o);',
  'if(document.prerendering||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)half();',
  'else new P(function(l,ob){ob.disconnect();half()}).observe({type:"paint",buffered:!0})',
  `})(document.currentScript.getAttribute(${JSON.stringify(PAGE_SCRIPT_ATTR)}))`,
].join('');
