import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { questionCategories, questionCategoryLinks } from '../../db/schema/index.ts';

/** Category type of the subject tree (grande área → especialidade → tema → subtema). */
const SUBJECT_TYPE = 7;

export interface CategoryRef {
  id: number;
  desc: string;
}

/**
 * Each question's subject path, root (grande área) first: its deepest subject category (the lowest id among
 * equally deep ones). Questions without a subject have no entry.
 */
export async function loadSubjectPaths(
  db: Database,
  producerId: string,
  questionIds: readonly number[],
): Promise<Map<number, CategoryRef[]>> {
  if (questionIds.length === 0) return new Map();
  const links = await db
    .select({
      question_id: questionCategoryLinks.question_id,
      id: questionCategories.id,
      path: questionCategories.path,
    })
    .from(questionCategoryLinks)
    .innerJoin(questionCategories, eq(questionCategories.id, questionCategoryLinks.category_id))
    .where(
      and(
        inArray(questionCategoryLinks.question_id, [...questionIds]),
        eq(questionCategories.type, SUBJECT_TYPE),
        eq(questionCategories.producer_id, producerId),
      ),
    );
  const deepest = new Map<number, { id: number; path: number[] }>();
  for (const link of links) {
    const current = deepest.get(link.question_id);
    if (
      !current ||
      link.path.length > current.path.length ||
      (link.path.length === current.path.length && link.id < current.id)
    )
      deepest.set(link.question_id, link);
  }
  const nodeIds = [...new Set([...deepest.values()].flatMap((link) => link.path))];
  if (nodeIds.length === 0) return new Map();
  const nodes = await db
    .select({ id: questionCategories.id, desc: questionCategories.desc })
    .from(questionCategories)
    .where(and(inArray(questionCategories.id, nodeIds), eq(questionCategories.producer_id, producerId)));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const paths = new Map<number, CategoryRef[]>();
  for (const [questionId, link] of deepest)
    paths.set(
      questionId,
      link.path.flatMap((id) => byId.get(id) ?? []),
    );
  return paths;
}
