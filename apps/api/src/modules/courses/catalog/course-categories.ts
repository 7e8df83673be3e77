import type { ContentType } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { categoryTotals } from './catalog.repository.ts';

/** The producer's categories with at least one course (of the kind, when given), with their totals. */
export async function listCategories(db: Database, producerId: string, kind: ContentType | undefined) {
  return { results: await categoryTotals(db, producerId, kind) };
}
