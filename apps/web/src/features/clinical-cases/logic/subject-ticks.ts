import type { CategoryTreeNode } from '../../../lib/category-tree/category-tree.ts';
import { subtreeIds, toggleNode, topMostTicked } from '../../../lib/category-tree/tree-selection.ts';

function find(nodes: readonly CategoryTreeNode[], id: number): CategoryTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children ?? [], id);
    if (below) return below;
  }
  return undefined;
}

/** The ticked nodes the address stands for: each listed subject with its whole subtree (ids not in the tree: left out). */
export function ticksOf(categories: readonly number[], tree: readonly CategoryTreeNode[]): Set<number> {
  return new Set(
    categories.flatMap((id) => {
      const node = find(tree, id);
      return node ? subtreeIds(node) : [];
    }),
  );
}

/** Ticks or unticks `node`, and gives back the top-most ticked ids (what the address and the API hold). */
export function toggleSubject(
  categories: readonly number[],
  tree: readonly CategoryTreeNode[],
  node: CategoryTreeNode,
): number[] {
  return topMostTicked(toggleNode(ticksOf(categories, tree), tree, node), tree);
}
