import type { CategoryTreeResponse } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCategoryCatalog } from '../bank.cache.ts';
import { categoryTree } from './category-tree.ts';

/** GET /api/questions/categories: the producer's category tree of one type. */
export async function questionCategories(db: Database, learner: Learner, type: number): Promise<CategoryTreeResponse> {
  const catalog = await cachedCategoryCatalog(db, learner.producerId);
  return { type, categorias: categoryTree(catalog.rows, type) };
}
