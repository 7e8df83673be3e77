// Issue 18's figures: the assistant's retrieval over the seeded demo material, per vertical: recall@5 and MRR of
// the retrieval sets with full text alone, and merged with vectors when an embedding server is configured
// (EMBEDDING_BASE_URL, EMBEDDING_MODEL), plus the retrieval time as a multiple of a plain select by id timed the same
// way in the same run (never an absolute target: the box is shared).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../apps/api/src/db/database.ts';
import { openPostgres } from '../apps/api/src/db/open-postgres.ts';
import { assistantPassages } from '../apps/api/src/db/schema/index.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import type { Embedder } from '../apps/api/src/modules/assistant/assistant-types.ts';
import { reindexProducer } from '../apps/api/src/modules/assistant/index/reindex.ts';
import { embedderFromConfig } from '../apps/api/src/modules/assistant/providers/assistant-providers.ts';
import { createLocalFileStorage } from '../apps/api/src/storage/local-file-storage.ts';
import { fullScope, measureRecall, type RecallFigures } from '../apps/api/test-support/assistant/recall.ts';
import { retrievalSets } from '../apps/api/test-support/assistant/retrieval-sets/index.ts';

const recallTarget = 0.9;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

export interface AssistantFigures {
  fullText: RecallFigures[];
  /** Null when no embedding server is configured. */
  vectors: RecallFigures[] | null;
  embeddingModel: string | null;
  /** A plain select of one passage by id, timed once per question like the retrieval (ms). */
  baselineMs: number[];
}

/** One select by id per question of the set, one after another: the baseline of the retrieval time. */
async function selectsById(db: Database, count: number): Promise<number[]> {
  const [first] = await db.select({ id: assistantPassages.id }).from(assistantPassages).limit(1);
  const times: number[] = [];
  for (let call = 0; call < count; call++) {
    const started = performance.now();
    await db
      .select()
      .from(assistantPassages)
      .where(eq(assistantPassages.id, first?.id ?? 0));
    times.push(performance.now() - started);
  }
  return times;
}

/** Embeds the sets' producers' passages (the index job's work when a provider is configured). */
async function embedSetProducers(db: Database, storage: ReturnType<typeof createLocalFileStorage>, embedder: Embedder) {
  for (const set of retrievalSets)
    await reindexProducer(db, storage, (await fullScope(db, set.producerSlug)).producerId, embedder);
}

/** Seeds the demo in a fresh database on the PostgreSQL server at `adminUrl`, measures, and drops it. */
export async function benchAssistant(adminUrl: string): Promise<AssistantFigures> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `bench_assistant_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'members-bench-assistant-'));
  const connection = openPostgres(url.toString(), { maxConnections: 2 });
  try {
    await connection.migrate();
    const storage = createLocalFileStorage(join(dataDir, 'files'));
    await seedDemo(connection.db, { port: 3000, plans: false, storage });
    const db = connection.db;
    // Warm the caches and the plans once, untimed.
    for (const set of retrievalSets) await measureRecall(db, set);
    const fullText: RecallFigures[] = [];
    for (const set of retrievalSets) fullText.push(await measureRecall(db, set));
    const questions = fullText.reduce((sum, figures) => sum + figures.timesMs.length, 0);
    const baselineMs = await selectsById(db, questions);
    const embedder = await embedderFromConfig({
      EMBEDDING_BASE_URL: process.env.EMBEDDING_BASE_URL,
      EMBEDDING_API_KEY: process.env.EMBEDDING_API_KEY,
      EMBEDDING_MODEL: process.env.EMBEDDING_MODEL,
    });
    let vectors: RecallFigures[] | null = null;
    if (embedder) {
      await embedSetProducers(db, storage, embedder);
      vectors = [];
      for (const set of retrievalSets) vectors.push(await measureRecall(db, set, { embedder }));
    }
    return { fullText, vectors, embeddingModel: embedder?.model ?? null, baselineMs };
  } finally {
    await connection.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pass = (recall: number) => (recall >= recallTarget ? '✓ pass' : '✗ FAIL');

/** The table rows: per vertical, recall@5 and MRR (full text, then merged with vectors), then the times. */
export function assistantRows(figures: AssistantFigures): string[][] {
  const rows: string[][] = [];
  figures.fullText.forEach((text, index) => {
    const outside = `${text.falselyRelevant.length} of the questions outside the material taken as covered`;
    rows.push([
      `assistant retrieval ${text.vertical}: full text`,
      `recall@5 ${text.recallAt5.toFixed(3)}, MRR ${text.mrr.toFixed(3)}`,
      `target recall@5 ≥ ${recallTarget}`,
      `${pass(text.recallAt5)} (${text.questions} questions; ${outside})`,
    ]);
    const merged = figures.vectors?.[index];
    if (merged)
      rows.push([
        `assistant retrieval ${merged.vertical}: full text + vectors`,
        `recall@5 ${merged.recallAt5.toFixed(3)}, MRR ${merged.mrr.toFixed(3)}`,
        `Δ recall ${(merged.recallAt5 - text.recallAt5).toFixed(3)}`,
        `reciprocal-rank fusion, ${figures.embeddingModel}`,
      ]);
  });
  if (!figures.vectors)
    rows.push([
      'assistant retrieval: full text + vectors',
      'skipped',
      '',
      'set EMBEDDING_BASE_URL and EMBEDDING_MODEL',
    ]);
  const times = figures.fullText.flatMap((text) => text.timesMs);
  const baseP50 = Math.max(percentile(figures.baselineMs, 50), 0.01);
  rows.push([
    'select of one passage by id (baseline)',
    `p50 ${baseP50.toFixed(2)} ms, p95 ${percentile(figures.baselineMs, 95).toFixed(2)} ms`,
    '1×',
    `${figures.baselineMs.length} calls, one at a time`,
  ]);
  rows.push([
    'assistant retrieval (full text), one question',
    `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    `${(percentile(times, 50) / baseP50).toFixed(1)}× the select's p50`,
    `${times.length} questions, demo producers' material`,
  ]);
  const vectorTimes = figures.vectors?.flatMap((merged) => merged.timesMs) ?? [];
  if (vectorTimes.length > 0)
    rows.push([
      'assistant retrieval (full text + vectors), one question',
      `p50 ${percentile(vectorTimes, 50).toFixed(1)} ms, p95 ${percentile(vectorTimes, 95).toFixed(1)} ms`,
      `${(percentile(vectorTimes, 50) / baseP50).toFixed(1)}× the select's p50`,
      'includes embedding the question',
    ]);
  return rows;
}
