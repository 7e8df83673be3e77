import type { AlternativeLetter } from '@members/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { questionCategories, type StoredAlternative } from '../../db/schema/index.ts';

export interface CategoryRow {
  id: number;
  type: number;
  parent_id: number | null;
  desc: string;
  position: number;
  /** Ids from the root down to the node itself. */
  path: number[];
}

/** Every category of a producer, in tree order (type, position, id). */
export function selectCategoryRows(db: Database, producerId: string): Promise<CategoryRow[]> {
  return db
    .select({
      id: questionCategories.id,
      type: questionCategories.type,
      parent_id: questionCategories.parent_id,
      desc: questionCategories.desc,
      position: questionCategories.position,
      path: questionCategories.path,
    })
    .from(questionCategories)
    .where(eq(questionCategories.producer_id, producerId))
    .orderBy(asc(questionCategories.type), asc(questionCategories.position), asc(questionCategories.id));
}

export interface QuestionContentRow {
  id: number;
  status: 'published' | 'draft' | 'annulled';
  statement: string;
  alternatives: StoredAlternative[];
  correct_letter: AlternativeLetter;
  explanation: string;
  institution: string | null;
  exam: string | null;
  year: number | null;
  /** The path of its deepest subject (type 7) category, root first; null without one. */
  subject_path: number[] | null;
}

/** The producer's questions of those ids (any status); missing ones are absent. Ids must not be empty. */
export function selectQuestionContentRows(
  db: Database,
  producerId: string,
  questionIds: readonly number[],
): Promise<QuestionContentRow[]> {
  return rawRows<QuestionContentRow>(
    db,
    sql`select q.id, q.status, q.statement, q.alternatives, q.correct_letter, q.explanation, q.institution, q.exam, q.year,
          (select c.path from question_category_links l join question_categories c on c.id = l.category_id
           where l.question_id = q.id and c.type = 7 order by cardinality(c.path) desc, c.id limit 1) as subject_path
        from questions q where q.producer_id = ${producerId} and q.id = any(${`{${questionIds.join(',')}}`}::int[])`,
  );
}
