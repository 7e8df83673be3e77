import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { questionCategories } from '../../schema/index.ts';
import { subjectDrafts, subjectKey, writeCategories } from '../questions/question-bank-writer.ts';
import type { DemoSubjectPath } from './demo-flashcard-types.ts';

const SUBJECT = 7;
/** Nodes the cards may add to the bank's tree start at the tema: grande área and especialidade must exist. */
const firstNewDepth = 2;

/** The producer's type-7 nodes by key (`7:Área/Especialidade/Tema`), with their ids and paths. */
async function subjectNodes(db: Database, producerId: string): Promise<Map<string, { id: number; path: number[] }>> {
  const rows = await db
    .select({ id: questionCategories.id, desc: questionCategories.desc, path: questionCategories.path })
    .from(questionCategories)
    .where(and(eq(questionCategories.producer_id, producerId), eq(questionCategories.type, SUBJECT)));
  const nameOf = new Map(rows.map((row) => [row.id, row.desc]));
  return new Map(
    rows.map((row) => [subjectKey(row.path.map((id) => nameOf.get(id) ?? '')), { id: row.id, path: row.path }]),
  );
}

/**
 * The category id of every subject path in the producer's type-7 tree (by names from the root), creating the
 * missing temas and subtemas as the question seed writes nodes. A grande área or especialidade the question
 * bank does not have is a typo in the content: it throws.
 */
export async function resolveSubjects(
  db: Database,
  producerId: string,
  paths: readonly DemoSubjectPath[],
): Promise<Map<string, number>> {
  const known = await subjectNodes(db, producerId);
  for (const path of paths) {
    const top = path.slice(0, firstNewDepth);
    if (!known.has(subjectKey(top)))
      throw new Error(
        `flashcards seed: subject "${path.join(' › ')}" is not under a grande área › especialidade of the question bank`,
      );
  }
  const [last] = await db
    .select({ position: max(questionCategories.position) })
    .from(questionCategories)
    .where(eq(questionCategories.producer_id, producerId));
  const drafts = subjectDrafts(paths, new Set(known.keys()), (last?.position ?? -1) + 1);
  const created = await writeCategories(db, producerId, drafts, known);
  return new Map([...[...known].map(([key, node]) => [key, node.id] as const), ...created]);
}
