/**
 * Between words: anything but a letter or a digit, and the modifier letters (ː ʼ ˆ ...), which unaccent turns into
 * tsquery syntax (ː → ':', ʼ → "'") inside the SQL, past this function.
 */
const wordBreak = /(?:[^\p{L}\p{N}]|\p{Lm})+/u;

/**
 * Builds a PostgreSQL tsquery text from what a learner typed: words only (letters and digits; unaccent folds
 * the accents), all required, the last one as a prefix so "catar" finds "catarata". Never passes user
 * syntax through, nor anything unaccent makes syntax of: compatibility forms are unfolded first (½ → 1⁄2,
 * ŉ → ʼn, ﬁ → fi). Null when nothing searchable remains.
 */
export function prefixTsquery(input: string, maxWords = 8): string | null {
  const words = input
    .normalize('NFKC')
    .toLowerCase()
    .split(wordBreak)
    .filter((word) => word.length > 0)
    .slice(0, maxWords);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
