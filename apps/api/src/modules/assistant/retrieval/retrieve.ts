import { assistantMaxCitations } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Embedder, PassageScope, QuestionContext, RetrievedPassage } from '../assistant-types.ts';
import { embeddedPassages, matchTerms, passagesByIds, sourcePassages, type PassageKey } from './passages.repository.ts';
import { mentionedMaterial, questionTerms } from './question-terms.ts';
import {
  fuseRankings,
  namesUnknownSubject,
  pickDistinct,
  rankByVector,
  rankTextMatches,
  type TextRanked,
} from './rank-fusion.ts';

/** Full-text candidates ranked (and vector neighbours taken) before fusion. */
const candidateCount = 50;
/** Matches read to weigh the terms by rarity: all of them in any demo-sized scope. */
const matchLimit = 2_000;

/**
 * The material covers a question when its best passage's full-text score reaches this (mostly the share of the
 * question's weight it holds: rarer terms weigh more, see rank-fusion.ts). Tuned on the retrieval sets
 * (test-support/assistant/retrieval-sets): questions outside the material ("Qual a capital da França?", "tratamento
 * da otite média aguda em crianças" in an orthopaedics course) fall below, nearly all the sets' questions reach it.
 */
export const relevanceThreshold = 0.3;

export interface RetrievalQuery {
  text: string;
  context: QuestionContext | null;
  embedder?: Embedder;
  k?: number;
}

export interface Retrieval {
  /** Best first, at most k, at most two of one source. */
  passages: RetrievedPassage[];
  /** Whether the material covers the question; false: answer "não encontrei isso no material". */
  relevant: boolean;
}

/** How long embedding a question may take before retrieval goes on with full text alone (ms). */
const questionEmbeddingTimeoutMs = 5_000;

/**
 * The vector neighbours of the question among the scoped passages embedded by this embedder's model ([] if none).
 * An embedding server that fails or is slow costs the vectors, never the answer: full text alone then.
 */
async function vectorRanking(db: Database, scope: PassageScope, text: string, embedder: Embedder | undefined) {
  if (!embedder || text.trim() === '') return [];
  const embedded = await embeddedPassages(db, scope, embedder.model);
  if (embedded.length === 0) return [];
  const vector = await embedder
    .embed([text], AbortSignal.timeout(questionEmbeddingTimeoutMs))
    .then(([first]) => first)
    .catch(() => undefined);
  return vector ? rankByVector(vector, embedded, candidateCount) : [];
}

/**
 * Whether the material covers the question: its best passage scores above the threshold. With a context, a question
 * in the learner's own words ("por que a C está errada?", "explique este cartão") is about that source even when its
 * words match little: it is covered unless it names a subject the material never mentions ("Qual a capital da
 * França?" asked from a lesson).
 */
function isRelevant(text: readonly TextRanked[], boosted: readonly PassageKey[], namesUnknown: boolean): boolean {
  if ((text[0]?.text_score ?? 0) >= relevanceThreshold) return true;
  return boosted.length > 0 && !namesUnknown;
}

/**
 * The passages that best answer the learner's question, among what they may read (scope): Portuguese full text
 * without accents over the OR of the question's meaningful words, merged by reciprocal-rank fusion with the
 * vector neighbours when an embedder is given and passages carry its embeddings, the context's source first.
 */
export async function retrievePassages(db: Database, scope: PassageScope, query: RetrievalQuery): Promise<Retrieval> {
  const k = query.k ?? assistantMaxCitations;
  const terms = questionTerms(query.text);
  const matches = terms.length > 0 ? await matchTerms(db, scope, terms, matchLimit) : { rows: [], scopeSize: 0 };
  const text = rankTextMatches(matches.rows, terms, matches.scopeSize);
  const boosted = query.context ? await sourcePassages(db, scope, query.context.boost) : [];
  const vector = await vectorRanking(db, scope, query.text, query.embedder);
  const textScores = new Map(text.map((passage) => [passage.id, passage.text_score]));
  const fused = fuseRankings(
    [text.slice(0, candidateCount), vector],
    textScores,
    boosted,
    mentionedMaterial(query.text),
  );
  const picked = pickDistinct(fused, k);
  const rows = new Map(
    (
      await passagesByIds(
        db,
        scope,
        picked.map((passage) => passage.id),
      )
    ).map((row) => [row.id, row]),
  );
  const passages = picked.flatMap((passage) => {
    const row = rows.get(passage.id);
    return row ? [{ ...row, text_score: passage.text_score, score: passage.score }] : [];
  });
  const namesUnknown = namesUnknownSubject(matches.rows, terms);
  return { passages, relevant: passages.length > 0 && isRelevant(text, boosted, namesUnknown) };
}
