/** Typed hypotheses are matched without accents, case, punctuation or repeated spaces. */
export function normalizeHypothesis(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/** The option whose label or one of whose synonyms equals the typed text once normalized; null when none does. */
export function matchHypothesis<T extends { id: number; label: string; synonyms: readonly string[] }>(
  options: readonly T[],
  text: string,
): T | null {
  const typed = normalizeHypothesis(text);
  if (typed === '') return null;
  return (
    options.find(
      (option) =>
        normalizeHypothesis(option.label) === typed ||
        option.synonyms.some((synonym) => normalizeHypothesis(synonym) === typed),
    ) ?? null
  );
}
