import { describe, expect, it } from 'vitest';
import type { CategoryTreeNode } from './category-tree.ts';
import { subtreeIds, tickState, toggleNode, topMostTicked } from './tree-selection.ts';

const retina: CategoryTreeNode = {
  id: 1,
  label: 'Retina',
  children: [
    {
      id: 2,
      label: 'Retinopatia',
      children: [
        { id: 3, label: 'Edema' },
        { id: 4, label: 'Proliferativa' },
      ],
    },
    { id: 5, label: 'Descolamento' },
  ],
};
const glaucoma: CategoryTreeNode = { id: 6, label: 'Glaucoma' };
const roots = [retina, glaucoma];
const child = (index: number) => retina.children?.[index] as CategoryTreeNode;

describe('tree selection', () => {
  it('ticking a node ticks its subtree', () => {
    expect([...toggleNode(new Set(), roots, retina)].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(subtreeIds(retina)).toEqual([1, 2, 3, 4, 5]);
  });

  it('unticking a node unticks its subtree and its ancestors, not its siblings', () => {
    const all = toggleNode(new Set(), roots, retina);
    const without = toggleNode(all, roots, child(0));
    expect([...without].sort()).toEqual([5]);
    expect(tickState(without, retina)).toBe('mixed');
    expect(tickState(without, child(0))).toBe('unchecked');
  });

  it('is mixed when partly ticked, and stays mixed when every child is ticked but not the node itself', () => {
    let ticked = toggleNode(new Set(), roots, child(1));
    expect(tickState(ticked, retina)).toBe('mixed');
    ticked = toggleNode(ticked, roots, child(0));
    expect(tickState(ticked, retina)).toBe('mixed');
    expect(tickState(ticked, child(0))).toBe('checked');
    expect(tickState(ticked, glaucoma)).toBe('unchecked');
  });

  it('sends only the top-most ticked ids', () => {
    expect(topMostTicked(toggleNode(new Set(), roots, retina), roots)).toEqual([1]);
    const two = toggleNode(toggleNode(new Set(), roots, child(0)), roots, glaucoma);
    expect(topMostTicked(two, roots)).toEqual([2, 6]);
    expect(topMostTicked(new Set([3, 5]), roots)).toEqual([3, 5]);
    expect(topMostTicked(new Set(), roots)).toEqual([]);
  });
});
