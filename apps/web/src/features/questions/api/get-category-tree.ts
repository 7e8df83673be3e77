import { categoryTreeResponseSchema, questionCategoryTypes, type QuestionCategoryType } from '@members/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { CategoryCache, categoryCacheKey } from '../logic/category-cache.ts';
import { toCategoryTree, type CategoryTreeNode } from '../logic/category-tree.ts';
import { questionKeys } from './query-keys.ts';

/** The trees of this page's life, by producer host and type (spec §9). */
export const categoryTreeCache = new CategoryCache<CategoryTreeNode[]>();

const currentHost = () => window.location.host;

/** GET /api/questions/categories?type=N, converted to the web tree, through the §9 cache. */
export async function getCategoryTree(
  type: QuestionCategoryType,
  signal?: AbortSignal,
  host = currentHost(),
): Promise<CategoryTreeNode[]> {
  const key = categoryCacheKey(host, type);
  const cached = categoryTreeCache.get(key);
  if (cached) return cached;
  const response = await apiRequest('/api/questions/categories', {
    query: { type },
    schema: categoryTreeResponseSchema,
    signal,
  });
  const tree = toCategoryTree(response.categorias, type);
  categoryTreeCache.set(key, tree);
  return tree;
}

/**
 * A category tree for the filter. The §9 cache is the one that keeps trees: the query forgets its copy when
 * the filter closes (gcTime 0) and starts from the cache when it opens again.
 */
export const categoryTreeQueryOptions = (type: QuestionCategoryType, host = currentHost()) =>
  queryOptions({
    queryKey: questionKeys.categories(host, type),
    queryFn: ({ signal }) => getCategoryTree(type, signal, host),
    initialData: () => categoryTreeCache.get(categoryCacheKey(host, type)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** The trees of every category type, in the filter's order (subjects, institutions, years, boards). */
export function useCategoryTrees() {
  return useQueries({ queries: questionCategoryTypes.map((type) => categoryTreeQueryOptions(type)) });
}
