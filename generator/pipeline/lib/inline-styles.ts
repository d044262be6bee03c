// Moves style="" attributes out of the HTML into classes, so the Content-Security-Policy can forbid
// inline styles. Each distinct declaration list becomes one class (`s-<hash>`) whose rule is added
// to the site's stylesheet; the element gets the class instead of the attribute. Island markup is
// left alone (React compares it when hydrating): a style attribute there is reported as a problem.

import { sha256 } from '../../util/hash.ts';
import { decodeEntities as decode } from '../../util/html-scan.ts';
import { detached } from '../../util/detached-string.ts';

export interface HoistedStyles {
  /** Rules for the generated classes, to append to the stylesheet. */
  css: string;
  /** The same rules per page: only those of the classes that page uses (in the order of `css`). */
  pageCss: string[];
  /** "route: problem" lines for style attributes that cannot be moved. */
  problems: string[];
}

export const styleClassName = (declarations: string) => `s-${sha256(declarations).slice(0, 8)}`;

// An opening tag with its attributes (quoted values may hold ">").
const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g;
const STYLE_ATTR = /\sstyle="([^"]*)"/;
const CLASS_ATTR = /\sclass="([^"]*)"/;
const ISLAND = /(<site-island\b[^>]*>)([\s\S]*?)(<\/site-island>)/g;

const TAG_AT = new RegExp(TAG.source, 'y');

function rewriteTag(name: string, attrs: string, selfClose: string, rules: Map<string, string>): string {
  const style = STYLE_ATTR.exec(attrs)!;
  const declarations = decode(style[1])
    .trim()
    .replace(/;+\s*$/, '');
  let rest = attrs.replace(STYLE_ATTR, '');
  if (declarations) {
    const cls = styleClassName(declarations);
    // A copy: the page's rules live to the end of a build, its body does not (util/detached-string.ts).
    rules.set(cls, detached(declarations));
    rest = CLASS_ATTR.test(rest) ? rest.replace(CLASS_ATTR, (_m, c: string) => ` class="${c ? `${c} ` : ''}${cls}"`) : `${rest} class="${cls}"`;
  }
  return `<${name}${rest}${selfClose ? ' /' : ''}>`;
}

/**
 * Rewrites the tags that have a style attribute. React escapes "<" and '"' inside attribute values
 * and text, so each `style="` found is an attribute and the nearest "<" before it starts its tag:
 * only those tags are parsed, not the page's other few hundred (serve does this for every page on
 * every edit).
 */
function rewriteTags(html: string, rules: Map<string, string>): string {
  let out = '';
  let last = 0;
  for (let at = html.indexOf('style="'); at !== -1; at = html.indexOf('style="', at + 1)) {
    if (at < last || !/\s/.test(html[at - 1] ?? '')) continue;
    const start = html.lastIndexOf('<', at);
    if (start < last) continue;
    TAG_AT.lastIndex = start;
    const m = TAG_AT.exec(html);
    if (!m || start + m[0].length <= at) continue;
    out += html.slice(last, start) + rewriteTag(m[1], m[2], m[3], rules);
    last = start + m[0].length;
  }
  return out + html.slice(last);
}

/** One page's hoisting: it depends on that page alone, so serve keeps it while the page is unchanged. */
export interface HoistedPage {
  body: string;
  /** The page's classes and their declarations, in first-use order. */
  rules: Map<string, string>;
  problems: string[];
}

/** Hoists one page's style attributes; `route` names the page in problem messages. */
export function hoistPage(body: string, route: string): HoistedPage {
  const rules = new Map<string, string>();
  const problems: string[] = [];
  // Split into the page's own markup (rewritten) and island contents (checked only).
  let result = '';
  let last = 0;
  for (const m of body.matchAll(ISLAND)) {
    result += rewriteTags(body.slice(last, m.index), rules) + rewriteTags(m[1], rules);
    const inner = m[2];
    const bad = /<[a-zA-Z][^>]*\sstyle="/.exec(inner);
    if (bad) {
      const island = /data-island="([^"]*)"/.exec(m[1])?.[1] ?? '?';
      problems.push(
        detached(`${route}: island ${island} renders a style="" attribute, which the Content-Security-Policy blocks; use a class or data attribute instead`),
      );
    }
    result += inner + m[3];
    last = m.index + m[0].length;
  }
  return { body: result + rewriteTags(body.slice(last), rules), rules, problems };
}

/** The site's rules from every page's hoisting (its classes, not its body): classes in first-use order across the pages. */
export function combineHoisted(pages: Pick<HoistedPage, 'rules' | 'problems'>[]): HoistedStyles {
  const rules = new Map<string, string>();
  for (const page of pages) for (const [cls, decl] of page.rules) rules.set(cls, decl);
  const rule = ([cls, decl]: [string, string]) => `.${cls}{${decl}}`;
  const css = [...rules].map(rule).join('\n');
  // Each page's own classes in the site's order (the order of `css`).
  const order = new Map([...rules.keys()].map((cls, i) => [cls, i]));
  const pageCss = pages.map((page) =>
    [...page.rules]
      .sort(([a], [b]) => order.get(a)! - order.get(b)!)
      .map(rule)
      .join('\n'),
  );
  return {
    css: css ? `\n/* moved from style attributes */\n${css}\n` : '',
    pageCss,
    problems: pages.flatMap((p) => p.problems),
  };
}

/** `routes[i]` names `bodies[i]` in problem messages; the result's `bodies` are the pages' rewritten bodies. */
export function hoistInlineStyles(bodies: string[], routes: string[]): HoistedStyles & { bodies: string[] } {
  const pages = bodies.map((body, i) => hoistPage(body, routes[i]));
  return { ...combineHoisted(pages), bodies: pages.map((p) => p.body) };
}
