// `site serve`'s shortcut past Linaria's transform (wyw-in-js, 40–60 ms a styled file in serve) for the
// two commonest edits to a file whose styles are `css` tags from @linaria/core:
//   - a style edit: only the static text of its css templates changed. The class names, the code and the
//     values interpolated into the templates are those of the last transform; the edited rules go through
//     the same stylis step wyw uses;
//   - a markup edit: the templates, the imports and the interpolated names are unchanged, every
//     interpolation names an import or another template of the file, and the edited text names none of
//     those, so the CSS cannot have changed.
//     The code is the file with each template replaced by its class name, as wyw replaces it, through
//     esbuild.
// Anything else (a new template, an interpolation of a local value, `styled`, an edit that touches both)
// returns undefined, and the caller runs the real transform. A transform's result becomes a snapshot
// only when the file reads back exactly as wyw saw it: the templates found here match wyw's rules by
// name and order, and the rules' text and CSS are rebuilt from them byte for byte.
import { createRequire } from 'node:module';
import { transform as esbuildTransform } from 'esbuild';

interface Template {
  /** The variable it is assigned to (wyw's displayName). */
  name: string;
  /** From the tag to the closing backtick. */
  start: number;
  end: number;
  /** The static parts, as written. */
  quasis: string[];
  /** The interpolations' source, trimmed. */
  expressions: string[];
}

export interface StyleSnapshot {
  raw: string;
  code: string;
  cssText: string;
  templates: Template[];
  /** wyw's rules in its order (the same as the templates'): selector, class name and the values interpolated. */
  rules: { selector: string; className: string; values: string[] }[];
  /** Every interpolation names an import or another template: edits elsewhere in the file leave the CSS alone. */
  importsOnly: boolean;
  imports: string;
}

export interface WywResult {
  code: string;
  cssText: string;
  rules?: Record<string, { cssText: string; className: string; displayName: string }>;
}

type Preprocess = (selector: string, text: string) => string;
const require = createRequire(import.meta.url);
/** wyw's own stylis step (the one its transform runs on each rule), which its package index does not export. */
const { createStylisPreprocessor } = require('@wyw-in-js/transform/lib/transform/generators/createStylisPreprocessor') as {
  createStylisPreprocessor: (options: { filename: string }) => Preprocess;
};

const LINARIA_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@linaria\/core['"]/g;
const ANY_LINARIA = /['"]@linaria\//g;
const IMPORT_STATEMENT = /^import\s[^;]*?from\s*['"][^'"]+['"];?|^import\s*['"][^'"]+['"];?/gm;
const NAME_BEFORE = /(?:^|[\n;])\s*(?:export\s+)?const\s+([A-Za-z_$][\w$]*)\s*=\s*$/;
const LITERALS = new Set(['true', 'false', 'null', 'undefined']);

/** The names an interpolation reads (not the properties it reads off them), its strings left out. */
const namesIn = (expression: string) =>
  [...expression.replace(/'[^']*'|"[^"]*"/g, '""').matchAll(/(?<![\w$.])[A-Za-z_$][\w$]*/g)].map((m) => m[0]).filter((n) => !/^\d/.test(n));

/** The local name of `css` from @linaria/core, '' when the file imports only other helpers (cx), undefined when it uses Linaria otherwise. */
function cssTagName(raw: string): string | undefined {
  const imports = [...raw.matchAll(LINARIA_IMPORT)];
  if (imports.length !== 1 || [...raw.matchAll(ANY_LINARIA)].length !== 1) return undefined;
  let tag = '';
  for (const spec of imports[0][1].split(',').map((s) => s.trim())) {
    if (!spec || spec === 'cx') continue;
    const m = /^css(?:\s+as\s+([A-Za-z_$][\w$]*))?$/.exec(spec);
    if (!m) return undefined;
    tag = m[1] ?? 'css';
  }
  return tag;
}

/**
 * The text of a template's interpolation from `i` (just after `${`) to its closing brace: plain code with
 * strings, calls and object literals; undefined for a nested template, a comment or a regular expression.
 */
function scanExpression(raw: string, i: number): { text: string; end: number } | undefined {
  let depth = 0;
  for (let j = i; j < raw.length; j++) {
    const ch = raw[j];
    if (ch === '"' || ch === "'") {
      const close = raw.indexOf(ch, j + 1);
      if (close < 0 || raw.slice(j + 1, close).includes('\\') || raw.slice(j + 1, close).includes('\n')) return undefined;
      j = close;
    } else if (ch === '{') depth++;
    else if (ch === '}' && depth-- === 0) return { text: raw.slice(i, j).trim(), end: j + 1 };
    else if (ch === '`' || ch === '/' || ch === '\\') return undefined;
  }
  return undefined;
}

/** The file's css templates in order, or undefined when one cannot be read with certainty. */
export function scanTemplates(raw: string): Template[] | undefined {
  const tag = cssTagName(raw);
  if (tag === undefined) return undefined;
  if (tag === '') return [];
  const templates: Template[] = [];
  const opener = new RegExp(`(?<![\\w$.])${tag.replace(/\$/g, '\\$')}\``, 'g');
  for (const m of raw.matchAll(opener)) {
    const name = NAME_BEFORE.exec(raw.slice(Math.max(0, m.index - 200), m.index))?.[1];
    if (!name) return undefined;
    const quasis: string[] = [];
    const expressions: string[] = [];
    let from = m.index + m[0].length;
    let i = from;
    for (;;) {
      if (i >= raw.length) return undefined;
      const ch = raw[i];
      if (ch === '\\') return undefined;
      if (ch === '`') break;
      if (ch === '$' && raw[i + 1] === '{') {
        quasis.push(raw.slice(from, i));
        const expression = scanExpression(raw, i + 2);
        if (!expression) return undefined;
        expressions.push(expression.text);
        i = from = expression.end;
        continue;
      }
      i++;
    }
    quasis.push(raw.slice(from, i));
    templates.push({ name, start: m.index, end: i + 1, quasis, expressions });
  }
  return templates;
}

/** The file without its templates' static text: equal for two files whose only difference is that text. */
function skeleton(raw: string, templates: Template[]): string {
  let out = '';
  let at = 0;
  for (const t of templates) {
    out += `${raw.slice(at, t.start)}\0${t.expressions.join('\0')}\0`;
    at = t.end;
  }
  return out + raw.slice(at);
}

const joinTemplate = (quasis: string[], values: string[]) => quasis.reduce((text, q, i) => text + (i > 0 ? values[i - 1] : '') + q, '');

/**
 * The values wyw interpolated into one template, read off its rule's text: the one way to cut the text
 * around the static parts in which the same interpolation always has the same value. Undefined when there
 * is none, or more than one.
 */
function valuesOf(quasis: string[], expressions: string[], text: string): string[] | undefined {
  if (!text.startsWith(quasis[0])) return undefined;
  const found: string[][] = [];
  const values: string[] = [];
  const search = (at: number, i: number): void => {
    if (found.length > 1) return;
    if (i === quasis.length) {
      if (at === text.length) found.push([...values]);
      return;
    }
    const last = i === quasis.length - 1;
    for (let next = last ? text.length - quasis[i].length : text.indexOf(quasis[i], at); next >= at; next = last ? -1 : text.indexOf(quasis[i], next + 1)) {
      if (last && !text.endsWith(quasis[i])) return;
      const value = text.slice(at, next);
      const same = expressions.findIndex((e) => e === expressions[i - 1]);
      if (same < i - 1 && values[same] !== value) continue;
      values.push(value);
      search(next + quasis[i].length, i + 1);
      values.pop();
    }
  };
  search(quasis[0].length, 1);
  return found.length === 1 ? found[0] : undefined;
}

const importsOf = (raw: string) => [...raw.matchAll(IMPORT_STATEMENT)].map((m) => m[0]).join('\n');

/** Local names the file's import statements bind. */
function importedNames(imports: string): Set<string> {
  const names = new Set<string>();
  for (const statement of imports.split('\n')) {
    const clause = /^import\s+(?:type\s+)?([\s\S]*?)\s+from/.exec(statement)?.[1] ?? '';
    for (const part of clause.replace(/[{}]/g, ',').split(',')) {
      const local = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+|\*\s*as\s+/)
        .pop()
        ?.trim();
      if (local) names.add(local);
    }
  }
  return names;
}

/** What a transform of `raw` gave, kept for the next edit; undefined when the file is not one this shortcut can read. */
export function snapshotOf(file: string, raw: string, result: WywResult): StyleSnapshot | undefined {
  const templates = scanTemplates(raw);
  const entries = Object.entries(result.rules ?? {});
  if (!templates || entries.length !== templates.length) return undefined;
  const preprocess = createStylisPreprocessor({ filename: file });
  const rules: StyleSnapshot['rules'] = [];
  for (const [k, [selector, rule]] of entries.entries()) {
    if (rule.displayName !== templates[k].name) return undefined;
    const values = valuesOf(templates[k].quasis, templates[k].expressions, rule.cssText);
    if (!values) return undefined;
    rules.push({ selector, className: rule.className, values });
  }
  if (cssOf(rules, templates, preprocess) !== result.cssText) return undefined;
  const imports = importsOf(raw);
  const local = importedNames(imports);
  const names = new Set(templates.map((t) => t.name));
  const importsOnly = templates.every((t) => t.expressions.every((e) => namesIn(e).every((n) => local.has(n) || names.has(n) || LITERALS.has(n))));
  return { raw, code: result.code, cssText: result.cssText, templates, rules, importsOnly, imports };
}

function cssOf(rules: StyleSnapshot['rules'], templates: Template[], preprocess: Preprocess): string {
  return rules.map((r, k) => `${preprocess(r.selector, joinTemplate(templates[k].quasis, r.values))}\n`).join('');
}

/**
 * Whether the part of the file an edit changed names anything the templates interpolate (`color.ink = …`
 * after the imports would change the CSS without touching a template or an import).
 */
function touchesInterpolated(before: string, after: string, templates: Template[]): boolean {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  const changed = `${before.slice(start, before.length - end)}\n${after.slice(start, after.length - end)}`;
  const names = new Set(templates.flatMap((t) => t.expressions.flatMap(namesIn)));
  return [...namesIn(changed)].some((n) => names.has(n));
}

/**
 * The transform of `raw` from the last one (`last`, of the same file) when the edit between them is one
 * of the two above; undefined otherwise.
 */
export async function reuseTransform(
  file: string,
  raw: string,
  loader: 'ts' | 'tsx' | 'js' | 'jsx',
  last: StyleSnapshot,
): Promise<{ result: WywResult; snapshot: StyleSnapshot } | undefined> {
  if (raw === last.raw) return undefined;
  const templates = scanTemplates(raw);
  if (!templates || templates.length !== last.templates.length) return undefined;
  const sameQuasis = templates.every((t, k) => t.quasis.join('\0') === last.templates[k].quasis.join('\0'));
  if (!sameQuasis && skeleton(raw, templates) === skeleton(last.raw, last.templates)) {
    // A style edit: the rest of the file, and so the code and each interpolated value, is as it was.
    const cssText = cssOf(last.rules, templates, createStylisPreprocessor({ filename: file }));
    return { result: { code: last.code, cssText }, snapshot: { ...last, raw, cssText, templates } };
  }
  const sameTemplates =
    sameQuasis && templates.every((t, k) => t.name === last.templates[k].name && t.expressions.join('\0') === last.templates[k].expressions.join('\0'));
  if (!sameTemplates || !last.importsOnly || importsOf(raw) !== last.imports || touchesInterpolated(last.raw, raw, templates)) return undefined;
  // A markup edit: each template becomes its class name, as wyw writes it, and esbuild does the rest.
  let replaced = '';
  let at = 0;
  for (const [k, t] of templates.entries()) {
    replaced += `${raw.slice(at, t.start)}${JSON.stringify(last.rules[k].className)}`;
    at = t.end;
  }
  replaced += raw.slice(at);
  const { code } = await esbuildTransform(replaced, { loader, jsx: 'automatic', sourcefile: file, format: 'esm' });
  return { result: { code, cssText: last.cssText }, snapshot: { ...last, raw, code, templates } };
}
