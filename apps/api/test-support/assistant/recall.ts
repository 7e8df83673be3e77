import { productAreas } from '@members/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { rawRows } from '../../src/db/raw-rows.ts';
import { producers } from '../../src/db/schema/index.ts';
import type { Embedder, PassageScope, RetrievedPassage } from '../../src/modules/assistant/assistant-types.ts';
import { retrievePassages } from '../../src/modules/assistant/retrieval/retrieve.ts';
import type { RetrievalSet } from './retrieval-sets/retrieval-set.ts';

/** A hit is among the first `recallDepth` passages; MRR looks as deep as `mrrDepth`. */
const recallDepth = 5;
const mrrDepth = 10;

/** Lower case, no accents, whitespace collapsed: how a set's phrase is compared with a passage's text. */
export function comparable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface RecallMiss {
  question: string;
  expected: RetrievalSet['questions'][number]['expected'];
  /** Where the answering passage came, 1-based, past the first five (null: not among the first ten). */
  rank: number | null;
  /** What came first instead: kind and title of the first passages. */
  got: string[];
}

export interface RecallFigures {
  vertical: string;
  questions: number;
  /** Share of questions with the answering passage among the first five. */
  recallAt5: number;
  /** Mean reciprocal rank of the answering passage among the first ten. */
  mrr: number;
  misses: RecallMiss[];
  /** The questions outside the material that retrieval still called relevant (should be none). */
  falselyRelevant: string[];
  /** The set's questions (answered by the material) that retrieval called not relevant. */
  falselyIrrelevant: string[];
  /** Each question's retrieval time, ms (for ratios against a baseline measured in the same run). */
  timesMs: number[];
}

/** Everything the producer has: every product code its passages carry, every gated area open. */
export async function fullScope(db: Database, producerSlug: string): Promise<PassageScope> {
  const [producer] = await db.select({ id: producers.id }).from(producers).where(eq(producers.slug, producerSlug));
  if (!producer) throw new Error(`no producer ${producerSlug} in this database (is it seeded?)`);
  const codes = await rawRows<{ code: string }>(
    db,
    sql`select distinct unnest(product_codes) as code from assistant_passages where producer_id = ${producer.id}`,
  );
  return { producerId: producer.id, openProductCodes: codes.map((row) => row.code), openAreas: [...productAreas] };
}

const answers = (passage: RetrievedPassage, expected: RecallMiss['expected']) =>
  passage.kind === expected.kind &&
  comparable(`${passage.title} ${passage.body}`).includes(comparable(expected.contains));

/**
 * Runs a vertical's set through retrievePassages on a seeded database (the producer's whole material open):
 * recall@5, MRR@10, the misses, and the out-of-material questions wrongly called relevant.
 */
export async function measureRecall(
  db: Database,
  set: RetrievalSet,
  options: { embedder?: Embedder } = {},
): Promise<RecallFigures> {
  const scope = await fullScope(db, set.producerSlug);
  const search = (text: string) =>
    retrievePassages(db, scope, { text, context: null, embedder: options.embedder, k: mrrDepth });
  const misses: RecallMiss[] = [];
  const timesMs: number[] = [];
  let hits = 0;
  const falselyIrrelevant: string[] = [];
  let reciprocalRanks = 0;
  for (const { question, expected } of set.questions) {
    const started = performance.now();
    const { passages, relevant } = await search(question);
    timesMs.push(performance.now() - started);
    if (!relevant) falselyIrrelevant.push(question);
    const index = passages.findIndex((passage) => answers(passage, expected));
    if (index >= 0) reciprocalRanks += 1 / (index + 1);
    if (index >= 0 && index < recallDepth) hits++;
    else {
      const got = passages.slice(0, 3).map((passage) => `${passage.kind}: ${passage.title}`);
      misses.push({ question, expected, rank: index >= 0 ? index + 1 : null, got });
    }
  }
  const falselyRelevant: string[] = [];
  for (const question of set.outOfMaterial) if ((await search(question)).relevant) falselyRelevant.push(question);
  const count = Math.max(set.questions.length, 1);
  return {
    vertical: set.vertical,
    questions: set.questions.length,
    recallAt5: hits / count,
    mrr: reciprocalRanks / count,
    misses,
    falselyRelevant,
    falselyIrrelevant,
    timesMs,
  };
}
