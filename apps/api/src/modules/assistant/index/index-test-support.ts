import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { assistantPassages, jobs, lessons, producers, questions } from '../../../db/schema/index.ts';
import type { Embedder } from '../assistant-types.ts';
import { reindexJobName } from './index-jobs.plugin.ts';

/** Helpers of the index tests (not a test file). */

export async function producerIdOf(db: Database, slug: string): Promise<string> {
  const [row] = await db.select({ id: producers.id }).from(producers).where(eq(producers.slug, slug));
  if (!row) throw new Error(`no producer ${slug}`);
  return row.id;
}

export function passagesOf(db: Database, producerId: string) {
  return db
    .select()
    .from(assistantPassages)
    .where(eq(assistantPassages.producer_id, producerId))
    .orderBy(asc(assistantPassages.id));
}

export type PassageRow = Awaited<ReturnType<typeof passagesOf>>[number];

export function sourcePassages(db: Database, producerId: string, kind: PassageRow['kind'], sourceId: number) {
  return db
    .select()
    .from(assistantPassages)
    .where(
      and(
        eq(assistantPassages.producer_id, producerId),
        eq(assistantPassages.kind, kind),
        eq(assistantPassages.source_id, sourceId),
      ),
    )
    .orderBy(asc(assistantPassages.part));
}

export async function lessonNamed(db: Database, producerId: string, title: string) {
  const [row] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.producer_id, producerId), eq(lessons.title, title)));
  if (!row) throw new Error(`no lesson ${title}`);
  return row;
}

/** Vectors from the text's sha-256 (8 numbers in [0, 1)): the same text, the same vector. Counts what it embeds. */
export function fakeEmbedder(model = 'fake-embedding-1'): Embedder & { texts: string[]; fail: boolean } {
  const embedder = {
    model,
    texts: [] as string[],
    fail: false,
    embed(texts: readonly string[]) {
      if (embedder.fail) return Promise.reject(new Error('provider down'));
      embedder.texts.push(...texts);
      return Promise.resolve(
        texts.map((text) => [...createHash('sha256').update(text).digest().subarray(0, 8)].map((byte) => byte / 256)),
      );
    },
  };
  return embedder;
}

/** Runs the queue until no reindex job is left (a poll may start before a job is stored, hence the loop). */
export async function drainReindexJobs(app: FastifyInstance): Promise<void> {
  for (let round = 0; round < 100; round += 1) {
    await app.jobs.poll();
    const left = await app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(inArray(jobs.name, [reindexJobName]));
    if (left.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('reindex jobs did not drain');
}

/** Stores a question of the producer (two alternatives, B correct, published unless told) and gives its id. */
export async function insertQuestion(
  db: Database,
  producerId: string,
  overrides: Partial<typeof questions.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(questions)
    .values({
      producer_id: producerId,
      statement: '<p>Enunciado</p>',
      alternatives: [
        { letter: 'A', text: 'Primeira', explanation: '' },
        { letter: 'B', text: 'Segunda', explanation: '' },
      ],
      correct_letter: 'B',
      explanation: '',
      ...overrides,
    })
    .returning({ id: questions.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}
