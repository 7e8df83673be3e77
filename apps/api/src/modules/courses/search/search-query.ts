import { sql, type SQL } from 'drizzle-orm';

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

/** The document side, exactly as the GIN indexes of migration 0002 (so PostgreSQL can use them). */
export function tsDocument(text: SQL): SQL {
  return sql`to_tsvector('portuguese', immutable_unaccent(${text}))`;
}

/** The query side, from prefixTsquery's text (a bound parameter). */
export function tsQuery(query: string): SQL {
  return sql`to_tsquery('portuguese', immutable_unaccent(${query}))`;
}

/** `document @@ query`: accent-insensitive Portuguese full-text match. */
export function tsMatches(text: SQL, query: string): SQL {
  return sql`${tsDocument(text)} @@ ${tsQuery(query)}`;
}
