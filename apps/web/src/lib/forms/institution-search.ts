import type { Institution } from '@members/contract';

/** Lower case, no accents, no punctuation: "São Paulo" → "sao paulo", "PUC-SP" → "puc sp". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** How well an institution answers a query: lower is better; null when it does not match. */
function rank(institution: Institution, words: string[], compact: string): number | null {
  const sigla = searchable(institution.sigla).replace(/ /g, '');
  const name = searchable(institution.nome);
  const haystack = `${sigla} ${name} ${searchable(institution.uf)}`;
  if (!words.every((word) => haystack.includes(word))) return compact === sigla ? 0 : null;
  if (compact === sigla) return 0;
  if (sigla.startsWith(compact)) return 1;
  const nameWords = name.split(' ');
  if (words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)))) return 2;
  return 3;
}

/**
 * The institutions matching what the learner typed, best first: by acronym or by name, whatever the accents
 * and the case ("unifesp", "sao paulo", "puc sp"). Every word typed must be found; an exact acronym comes
 * first, then acronyms that start with it, then names whose words start with the words typed.
 */
export function matchInstitutions(institutions: readonly Institution[], query: string, limit = 50): Institution[] {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return institutions.slice(0, limit);
  const compact = words.join('');
  return institutions
    .map((institution) => ({ institution, score: rank(institution, words, compact) }))
    .filter((entry): entry is { institution: Institution; score: number } => entry.score !== null)
    .sort((a, b) => a.score - b.score || a.institution.nome.localeCompare(b.institution.nome, 'pt-BR'))
    .slice(0, limit)
    .map((entry) => entry.institution);
}
