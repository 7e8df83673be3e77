import type { CategoryRef } from './question-subjects.repository.ts';

/** Groups the questions by grande área (the root of their path), in order of first appearance. */
export function groupByRoot<T>(
  items: readonly T[],
  rootOf: (item: T) => CategoryRef | undefined,
): { root: CategoryRef; items: T[] }[] {
  const groups = new Map<number, { root: CategoryRef; items: T[] }>();
  for (const item of items) {
    const root = rootOf(item);
    if (!root) continue;
    const group = groups.get(root.id) ?? { root, items: [] };
    group.items.push(item);
    groups.set(root.id, group);
  }
  return [...groups.values()];
}
