import type { PassageKey, TextMatchRow } from './passages.repository.ts';
import { looksLikeVerb, type MaterialMention } from './question-terms.ts';

/** The reciprocal-rank-fusion constant (Cormack et al.): a passage at rank r of a list adds 1 / (60 + r). */
export const rrfK = 60;

/** The context's passages add this to their fused score: more than a first place in one list, so they lead. */
export const contextBonus = 1 / rrfK;

/**
 * A candidate of a kind the question names ("na apostila…") adds this: enough to bring the best of that kind into
 * the first places, not enough to overtake the context.
 */
export const mentionedKindBonus = 0.5 / rrfK;

/** A passage as ranked by full text: its place, and a 0..1 score of how well it answers the words. */
export interface TextRanked extends PassageKey {
  /** The share of the question's weight it holds (rarer words weigh more), blended with ts_rank_cd. */
  text_score: number;
}

/**
 * How much a term says: rarer in the learner's scope, more (BM25's idf). A word the material never uses is read by
 * its form: a content word ("otite" in an orthopaedics course, "dengue") is most likely the subject the material
 * lacks, so it weighs triple and keeps the question from reading as covered; a verb form ("tiraram", "inchou") or a
 * short abbreviation ("FA", "HM") is the learner's phrasing of something the material spells out, so it weighs
 * little. Factors tuned on the retrieval sets.
 */
function termWeight(term: string, documentFrequency: number, scopeSize: number): number {
  const weight = Math.log(1 + (scopeSize - documentFrequency + 0.5) / (documentFrequency + 0.5));
  if (documentFrequency > 0) return weight;
  return isContentWord(term) ? weight * 3 : weight * 0.3;
}

/** Whether a word is a content word (not a short abbreviation, not a verb form): a subject a question can be about. */
const isContentWord = (term: string) => term.length > 3 && !looksLikeVerb(term);

/**
 * Whether the question names a subject the material never mentions: a content word of it that no passage in scope
 * holds ("ibuprofeno" asked in a lesson that never names it). A word the dictionary drops names nothing.
 */
export function namesUnknownSubject(rows: readonly TextMatchRow[], terms: readonly string[]): boolean {
  const usable = rows[0]?.usable;
  return terms.some(
    (term, index) => isContentWord(term) && usable?.[index] !== '0' && !rows.some((row) => row.hits[index] === '1'),
  );
}

/**
 * Scores the full-text matches: the weighted share of the question's terms a passage holds (its coverage) carries
 * the score, ts_rank_cd (term density and proximity) breaks ties between passages that hold the same terms.
 */
export function rankTextMatches(
  rows: readonly TextMatchRow[],
  terms: readonly string[],
  scopeSize: number,
): TextRanked[] {
  const frequencies = terms.map((_, term) => rows.filter((row) => row.hits[term] === '1').length);
  // A term the dictionary drops (a stop word it knows and this list does not) can match nothing: it weighs nothing.
  const usable = rows[0]?.usable ?? '';
  const weights = frequencies.map((frequency, term) =>
    usable[term] === '1' ? termWeight(terms[term] ?? '', frequency, Math.max(scopeSize, rows.length)) : 0,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const ranked = rows.map(({ rank, hits, usable: _usable, ...key }) => {
    const held = weights.reduce((sum, weight, term) => sum + (hits[term] === '1' ? weight : 0), 0);
    return { ...key, text_score: 0.8 * (held / total) + 0.2 * rank };
  });
  return ranked.sort((a, b) => b.text_score - a.text_score || a.id - b.id);
}

/** Cosine similarity of two vectors (0 when either is empty or of another length). */
export function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** Ids of the passages closest to the query vector, best first. */
export function rankByVector(
  query: readonly number[],
  passages: readonly (PassageKey & { embedding: number[] })[],
  limit: number,
): PassageKey[] {
  return passages
    .map(({ embedding, ...key }) => ({ key, similarity: cosine(query, embedding) }))
    .sort((a, b) => b.similarity - a.similarity || a.key.id - b.key.id)
    .slice(0, limit)
    .map(({ key }) => key);
}

export interface FusedPassage extends PassageKey {
  score: number;
  text_score: number;
}

/**
 * Merges ranked lists by reciprocal-rank fusion; the context's passages get `contextBonus` on top (in their own
 * order, so the first parts lead). Best first; ties: the better full-text score, then the older passage.
 */
export function fuseRankings(
  lists: readonly (readonly PassageKey[])[],
  textScores: ReadonlyMap<number, number>,
  boosted: readonly PassageKey[],
  mentioned: readonly MaterialMention[] = [],
): FusedPassage[] {
  const fused = new Map<number, FusedPassage>();
  const add = (key: PassageKey, score: number) => {
    const entry = fused.get(key.id) ?? { ...key, score: 0, text_score: textScores.get(key.id) ?? 0 };
    entry.score += score;
    fused.set(key.id, entry);
  };
  for (const list of lists) list.forEach((key, index) => add(key, 1 / (rrfK + index + 1)));
  const spoken = mentioned.includes('transcript');
  for (const entry of fused.values()) {
    if (mentioned.includes(entry.kind)) entry.score += mentionedKindBonus;
    if (spoken && entry.seconds !== null) entry.score += mentionedKindBonus;
  }
  boosted.forEach((key, index) => add(key, contextBonus + 1e-6 * (boosted.length - index)));
  return [...fused.values()].sort((a, b) => b.score - a.score || b.text_score - a.text_score || a.id - b.id);
}

/** The first `k` passages, at most `perSource` of one source (a lesson's parts, a handout's pages). */
export function pickDistinct<T extends PassageKey>(ranked: readonly T[], k: number, perSource = 2): T[] {
  const picked: T[] = [];
  const perSourceCount = new Map<string, number>();
  for (const passage of ranked) {
    const source = `${passage.kind}:${passage.source_id}`;
    const count = perSourceCount.get(source) ?? 0;
    if (count >= perSource) continue;
    perSourceCount.set(source, count + 1);
    picked.push(passage);
    if (picked.length === k) break;
  }
  return picked;
}
