// A field's pattern from the form contract (content/forms.ts), as the browser applies it: the input's
// `pattern` attribute before the island hydrates, the island's check after. Both come from the one source
// the API's Validator matches, so `call me!` is refused in the browser with the API's own words.
import type { ServerField } from '@content/forms.ts';

/**
 * The `pattern` attribute: the contract anchors its source (^…$) for PHP; the browser anchors the attribute
 * itself (^(?:…)$) and compiles it with the v flag, which the source is written for.
 */
export const htmlPattern = (source: string) => source.replace(/^\^/, '').replace(/\$$/, '');

/** Whether a value (already trimmed) matches. The u flag: the island also runs in browsers without v. */
export const matchesPattern = (source: string, value: string) => new RegExp(source, 'u').test(value);

/** The message when it does not: the API's wording ("Phone may contain only digits…"), from the same contract. */
export const patternMessage = (apiLabel: string, rules: Pick<ServerField, 'patternHint'>) => `${apiLabel} ${rules.patternHint ?? ''}`.trim();
