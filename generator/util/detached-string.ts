/**
 * A copy of `value` that does not keep the string it was cut from. V8 makes a long enough slice of a
 * string (a regex match, `slice`, `split`) a view into its parent, and keeps the whole parent while the
 * slice lives: an image URL cut from a page's body, kept in the page's report, kept the 80 KB body for
 * the whole build. The copy is made from a fresh string one character longer, so at most that is kept.
 */
export function detached(value: string): string {
  return ` ${value}`.slice(1);
}
