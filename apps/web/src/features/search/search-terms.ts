/** The API answers 422 outside these bounds (contract searchQuerySchema: 2–120 characters after trimming). */
export const minQueryLength = 2;
export const maxQueryLength = 120;

/** How long the field waits after the last keystroke before it searches (and updates the address). */
export const typingDelayMs = 300;

/** Lessons per page of results. */
export const lessonsPerPage = 20;

/** The text to send to the API, or null when it is too short to search. */
export function searchableQuery(text: string): string | null {
  const trimmed = text.trim().slice(0, maxQueryLength);
  return trimmed.length >= minQueryLength ? trimmed : null;
}

/**
 * The words of a query as the API matches them: letters and digits only (punctuation and symbols, regex
 * characters included, only separate words), lower case, accents folded.
 */
export function queryWords(query: string): string[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

/** Lower case without accents ("Córnea" → "cornea"); may change the length (see highlight.ts). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
