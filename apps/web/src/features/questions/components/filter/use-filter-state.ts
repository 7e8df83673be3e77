import { questionCategoryTypes, type QuestionCategoryType, type QuestionStatusFilter } from '@members/contract';
import { useState } from 'react';
import type { FilterSelection } from '../../api/post-question-counts.ts';
import type { CategoryTreeNode } from '../../../../lib/category-tree/category-tree.ts';
import { defaultPracticeSize, parsePracticeSize } from '../../logic/practice-size.ts';
import { toggleNode, topMostTicked } from '../../../../lib/category-tree/tree-selection.ts';

type Ticks = Record<QuestionCategoryType, ReadonlySet<number>>;
const noTicks = (): Ticks => ({ 7: new Set(), 1: new Set(), 2: new Set(), 3: new Set() });

/** The filter's ticks (per category type), statuses and number of questions, and the selection the API gets. */
export function useFilterState(trees: Partial<Record<QuestionCategoryType, CategoryTreeNode[]>>) {
  const [ticks, setTicks] = useState<Ticks>(noTicks);
  const [status, setStatus] = useState<QuestionStatusFilter[]>([]);
  const [sizeText, setSizeText] = useState(String(defaultPracticeSize));

  const toggle = (type: QuestionCategoryType, node: CategoryTreeNode) =>
    setTicks((current) => ({ ...current, [type]: toggleNode(current[type], trees[type] ?? [], node) }));
  const toggleStatus = (value: QuestionStatusFilter) =>
    setStatus((current) => (current.includes(value) ? current.filter((item) => item !== value) : [...current, value]));
  const clear = () => {
    setTicks(noTicks());
    setStatus([]);
    setSizeText(String(defaultPracticeSize));
  };

  const selection: FilterSelection = {
    categories: questionCategoryTypes.flatMap((type) => topMostTicked(ticks[type], trees[type] ?? [])),
    status: [...status].sort(),
  };
  const hasSelection = selection.categories.length > 0 || selection.status.length > 0;
  return {
    ticks,
    status,
    sizeText,
    size: parsePracticeSize(sizeText),
    selection,
    hasSelection,
    toggle,
    toggleStatus,
    setSizeText,
    clear,
  };
}
