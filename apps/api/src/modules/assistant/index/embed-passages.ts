import type { Database } from '../../../db/database.ts';
import type { Embedder } from '../assistant-types.ts';
import { passagesToEmbed, storeEmbedding } from './passages.repository.ts';

/** Texts per call to the embeddings provider. */
const embeddingBatchSize = 64;
/** How long one call may take before the run fails (and the job is retried later). */
const embedTimeoutMs = 120_000;

/** What is embedded of a passage: its title (the lesson, the handout) gives the words their subject. */
export const embeddingText = (passage: { title: string; body: string }) => `${passage.title}\n\n${passage.body}`;

function checkVectors(vectors: unknown, expected: number): asserts vectors is number[][] {
  const valid =
    Array.isArray(vectors) &&
    vectors.length === expected &&
    vectors.every(
      (vector) =>
        Array.isArray(vector) && vector.length > 0 && vector.every((value) => Number.isFinite(value as number)),
    );
  if (!valid) throw new Error('the embedder answered vectors of the wrong count or shape');
}

/**
 * Embeds the producer's passages that have no vector of the embedder's model, in id order and batches of 64;
 * returns how many got one. A passage rewritten meanwhile keeps no stale vector (storeEmbedding checks its hash).
 */
export async function embedPassages(db: Database, producerId: string, embedder: Embedder): Promise<number> {
  let afterId = 0;
  let embedded = 0;
  for (;;) {
    const batch = await passagesToEmbed(db, producerId, embedder.model, afterId, embeddingBatchSize);
    if (batch.length === 0) return embedded;
    const vectors = await embedder.embed(batch.map(embeddingText), AbortSignal.timeout(embedTimeoutMs));
    checkVectors(vectors, batch.length);
    await db.transaction(async (tx) => {
      for (const [index, passage] of batch.entries())
        await storeEmbedding(tx, passage, vectors[index] ?? [], embedder.model);
    });
    embedded += batch.length;
    afterId = batch.at(-1)?.id ?? afterId;
  }
}
