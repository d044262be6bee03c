// Word-based truncation for testimonial cards: text over 20 words gets Read more / Show less.

export interface Truncated {
  /** The first `limit` words, or the whole text when it is short enough. */
  short: string;
  /** True when the text has more than `limit` words. */
  truncated: boolean;
}

export function truncateWords(text: string, limit: number): Truncated {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return { short: text.trim(), truncated: false };
  // Drop punctuation left dangling before the ellipsis ("word," -> "word").
  return {
    short: words
      .slice(0, limit)
      .join(' ')
      .replace(/[,;:.\u2013\u2014-]+$/, ''),
    truncated: true,
  };
}
