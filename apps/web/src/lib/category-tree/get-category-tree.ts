import { categoryTreeResponseSchema, type QuestionCategoryType } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request.ts';
import { CategoryCache, categoryCacheKey } from './category-cache.ts';
import { toCategoryTree, type CategoryTreeNode } from './category-tree.ts';

/**
 * The producer's category trees (not the learner's: kept by the §9 cache, keyed by host). Shared by every area
 * that filters by the question bank's trees (/questoes/filtro, /casos-clinicos/filtro): one cache, one query each.
 */
export const categoryTreeKeys = {
  tree: (host: string, type: number) => ['questions', 'categories', host, type] as const,
};

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
 * A category tree for a filter. The §9 cache is the one that keeps trees: the query forgets its copy when
 * the filter closes (gcTime 0) and starts from the cache when it opens again.
 */
export const categoryTreeQueryOptions = (type: QuestionCategoryType, host = currentHost()) =>
  queryOptions({
    queryKey: categoryTreeKeys.tree(host, type),
    queryFn: ({ signal }) => getCategoryTree(type, signal, host),
    initialData: () => categoryTreeCache.get(categoryCacheKey(host, type)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
