// YAML frontmatter: split it from the Markdown, parse it, validate it against a valibot schema,
// and report every problem as "file:line: field: what is wrong".
import * as v from 'valibot';
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { BuildError, Errors } from '../errors.ts';
import { detached } from '../util/detached-string.ts';

export interface Frontmatter {
  /** The raw YAML (without the --- lines). */
  yaml: string;
  /** The Markdown after the closing ---. */
  body: string;
  /** Line number (1-based) of the body's first line in the file. */
  bodyLine: number;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

/** Splits a file into frontmatter and body; null when the file does not start with ---. */
export function splitFrontmatter(text: string): Frontmatter | null {
  if (!text.startsWith('---')) return null;
  const m = FENCE.exec(text);
  if (m?.index !== 0) return null;
  // A copy of the YAML, not a slice: the values parsed from it (a post's title and date) live as long as
  // the collection, and a slice would keep the whole file with them (util/detached-string.ts).
  return { yaml: detached(m[1]), body: text.slice(m[0].length), bodyLine: m[0].split('\n').length };
}

/** YAML's own messages, with the usual fix for the mistakes people make most. */
function yamlHint(message: string): string {
  if (/compact mappings|Implicit map keys|Nested mappings/i.test(message)) {
    return `${message}: a value that contains ": " or starts with a quote must be wrapped in "double quotes"`;
  }
  if (/indent/i.test(message)) return `${message}: list items and nested fields must line up with two spaces`;
  return message;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const s = JSON.stringify(value);
  return s === undefined ? typeof value : s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** A strict object's issue for a key the schema does not have (a missing key has the same type). */
const unknownKey = (issue: v.BaseIssue<unknown>) => issue.type === 'strict_object' && issue.expected === 'never';

/** A readable message for one valibot issue. */
function issueText(issue: v.BaseIssue<unknown>): string {
  if (unknownKey(issue)) return 'is not a known field (check the spelling)';
  if (issue.input === undefined && issue.kind === 'schema') return 'is required';
  // A validation's own message (e.g. from v.minLength(…, 'at least 50 characters')) is already readable.
  if (issue.kind === 'validation' && !issue.message.startsWith('Invalid ')) return `${issue.message} (got ${describe(issue.input)})`;
  return `expected ${issue.expected ?? issue.type}, got ${describe(issue.input)}`;
}

/**
 * Parses and validates frontmatter. `file` names the file in messages (relative to the project);
 * throws one BuildError listing every problem with its line.
 */
export function parseFrontmatter<S extends v.GenericSchema>(file: string, yaml: string, schema: S): v.InferOutput<S> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false });
  // Line 1 of the file is the opening ---, so YAML line n is file line n + 1.
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + 1;
  if (doc.errors.length) {
    const details = doc.errors.map((e) => `${file}:${lineAt(e.pos[0])}: ${yamlHint(e.message.split('\n')[0])}`);
    throw new BuildError(Errors.CollectionInvalid, `${file}: the frontmatter is not valid YAML`, { details });
  }
  const data = doc.toJS() ?? {};
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const details = result.issues.map((issue) => {
    const keys = (issue.path ?? []).map((p) => p.key as string | number);
    // The line of the field itself, or of the nearest enclosing field that exists.
    let line = 1;
    for (let n = keys.length; n >= 0; n--) {
      const node = (n === 0 ? doc.contents : doc.getIn(keys.slice(0, n), true)) as Node | undefined;
      if (node?.range && (n > 0 || isMap(node) || isSeq(node))) {
        // For an unknown key, point at the key rather than its value.
        line = lineAt(unknownKey(issue) && n === keys.length ? (keyOffset(doc, keys) ?? node.range[0]) : node.range[0]);
        break;
      }
    }
    const field = keys.length ? keys.join('.') : '(frontmatter)';
    return `${file}:${line}: "${field}" ${issueText(issue)}`;
  });
  throw new BuildError(Errors.CollectionInvalid, `${file}: ${details.length} problem(s) in the frontmatter`, { details });
}

function keyOffset(doc: ReturnType<typeof parseDocument>, keys: (string | number)[]): number | undefined {
  const parent = (keys.length > 1 ? doc.getIn(keys.slice(0, -1), true) : doc.contents) as Node | undefined;
  if (!isMap(parent)) return undefined;
  const pair = parent.items.find((p) => (p.key as { value?: unknown })?.value === keys[keys.length - 1]);
  return (pair?.key as Node | undefined)?.range?.[0];
}
