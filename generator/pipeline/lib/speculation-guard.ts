// The guard written right after a page's speculation rules (speculationRules in site.config.json): on a
// constrained connection (the visitor asked to save data, or the effective type is 2g or slow-2g) it
// removes the rules, which cancels whatever they would fetch. It runs as the <head> is parsed, so no
// hover can start a speculation first; the page script starts only after the page (page-script.ts).
// Chromium skips speculation by itself under its own data and battery savers, not on a slow network nor
// for a site visitor's Save-Data, hence the guard. Its text is the same on every page: one CSP hash.

export const SPECULATION_GUARD =
  'var c=navigator.connection;if(c&&(c.saveData||/^(slow-)?2g$/.test(c.effectiveType)))document.querySelectorAll(\'script[type="speculationrules"]\').forEach(function(s){s.remove()})';
