import { questionCategoryTypes } from '@members/contract';
import { useQueries } from '@tanstack/react-query';
import { categoryTreeQueryOptions } from '../../../lib/category-tree/get-category-tree.ts';

/** The trees of every category type, in the filter's order (subjects, institutions, years, boards). */
export function useCategoryTrees() {
  return useQueries({ queries: questionCategoryTypes.map((type) => categoryTreeQueryOptions(type)) });
}
