/**
 * Builds a PostgreSQL tsquery text from what a learner typed: words only (letters and digits; unaccent folds
 * the accents), all required, the last one as a prefix so "catar" finds "catarata". Never passes user
 * syntax through. Null when nothing searchable remains.
 */
export function prefixTsquery(input: string, maxWords = 8): string | null {
  const words = input
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, maxWords);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
