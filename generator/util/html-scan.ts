// A small scanner for the markup React produces (well-formed, double-quoted attributes).
// Enough to list tags with their attributes; not a general HTML parser.

export interface ScannedTag {
  name: string;
  attrs: Map<string, string>;
}

/** What follows a tag's name: its attributes (quoted values may hold ">") up to the closing ">". */
const ATTRS = String.raw`((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>`;
const TAG = new RegExp(String.raw`<([a-zA-Z][\w:-]*)${ATTRS}`, 'g');
const ATTR = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const RAW_TEXT = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;

export function decodeEntities(s: string): string {
  // Most attribute values hold no entity: five replacements each were half a second of a 1,000-post build's checks.
  if (!s.includes('&')) return s;
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const tagsNamed = new Map<string, RegExp>();

/** The tags of `html` with their attributes; with `names`, only tags of those names (much faster on a whole page). */
export function scanTags(html: string, names?: string[]): ScannedTag[] {
  const cleaned = html.replace(COMMENT, '').replace(RAW_TEXT, (m) => m.slice(0, m.indexOf('>') + 1));
  const tags: ScannedTag[] = [];
  let pattern = TAG;
  if (names) {
    const key = names.join('|');
    pattern = tagsNamed.get(key) ?? new RegExp(String.raw`<(${key})\b${ATTRS}`, 'gi');
    tagsNamed.set(key, pattern);
  }
  for (const m of cleaned.matchAll(pattern)) {
    const attrs = new Map<string, string>();
    for (const a of (m[2] ?? '').matchAll(ATTR)) attrs.set(a[1].toLowerCase(), decodeEntities(a[2] ?? a[3] ?? a[4] ?? ''));
    tags.push({ name: m[1].toLowerCase(), attrs });
  }
  return tags;
}
