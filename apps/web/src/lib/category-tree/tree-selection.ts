import type { CategoryTreeNode } from './category-tree.ts';

/** Every id of the node's subtree, the node first. */
export function subtreeIds(node: CategoryTreeNode): number[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

/** The path of ids from a root down to the node with `id` (empty when absent). */
function pathTo(nodes: readonly CategoryTreeNode[], id: number): number[] {
  for (const node of nodes) {
    if (node.id === id) return [id];
    const below = pathTo(node.children ?? [], id);
    if (below.length > 0) return [node.id, ...below];
  }
  return [];
}

/**
 * Ticks or unticks a node in `roots`: ticking ticks its whole subtree; unticking unticks its subtree and its
 * ancestors (a ticked ancestor stands for all of its subtree, which is no longer the case). Returns a new set.
 */
export function toggleNode(
  ticked: ReadonlySet<number>,
  roots: readonly CategoryTreeNode[],
  node: CategoryTreeNode,
): Set<number> {
  const next = new Set(ticked);
  if (ticked.has(node.id)) {
    for (const id of subtreeIds(node)) next.delete(id);
    for (const id of pathTo(roots, node.id)) next.delete(id);
  } else {
    for (const id of subtreeIds(node)) next.add(id);
  }
  return next;
}

export type TickState = 'checked' | 'mixed' | 'unchecked';

/** Ticked; partly ticked (not ticked itself, something below is); or not at all. */
export function tickState(ticked: ReadonlySet<number>, node: CategoryTreeNode): TickState {
  if (ticked.has(node.id)) return 'checked';
  return subtreeIds(node).some((id) => ticked.has(id)) ? 'mixed' : 'unchecked';
}

/** The ids the API needs: the top-most ticked nodes (a ticked node implies its subtree). */
export function topMostTicked(ticked: ReadonlySet<number>, roots: readonly CategoryTreeNode[]): number[] {
  return roots.flatMap((node) => (ticked.has(node.id) ? [node.id] : topMostTicked(ticked, node.children ?? [])));
}
