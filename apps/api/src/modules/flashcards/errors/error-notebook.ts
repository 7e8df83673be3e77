import type { ErrorNotebook } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { pathRefs } from '../../questions/category-catalog.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import { markRemoved, selectNotebookRows } from './errors.repository.ts';
import { statementExcerpt } from './statement-excerpt.ts';

/** GET /api/flashcards/errors: the missed questions waiting to be answered again, the latest miss first. */
export async function errorNotebook(db: Database, learner: Learner): Promise<ErrorNotebook> {
  const [rows, catalog] = await Promise.all([
    selectNotebookRows(db, learner),
    cachedCategoryCatalog(db, learner.producerId),
  ]);
  return {
    items: rows.map((row) => ({
      question_id: row.question_id,
      excerpt: statementExcerpt(row.statement),
      subjects: pathRefs(catalog, row.subject_path ?? []),
      missed_at: (row.missed_at ?? row.due).toISOString(),
      missed_in: row.missed_in ?? 'practice',
      due: row.due.toISOString(),
      lapses: row.lapses,
    })),
  };
}

/** DELETE /api/flashcards/errors/:questionId: 404 unless the question is in this learner's memory. */
export async function removeFromNotebook(db: Database, learner: Learner, questionId: number, now: Date): Promise<void> {
  if (!(await markRemoved(db, learner, questionId, now))) throw notFoundError('No such missed question');
}
