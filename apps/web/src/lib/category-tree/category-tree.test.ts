import type { QuestionCategoryNode } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { toCategoryTree } from './category-tree.ts';

const wire: QuestionCategoryNode[] = [
  {
    id: 1,
    desc: 'Retina',
    sub_categorias: [
      {
        id: 2,
        desc: 'Retinopatia diabética',
        sub_categorias: [{ id: 3, desc: 'Edema macular', children: [{ id: 4, desc: 'Anti-VEGF' }] }],
      },
      { id: 5, desc: 'Descolamento', sub_categorias: [] },
    ],
  },
  { id: 6, desc: 'Glaucoma', children: [{ id: 7, desc: 'Ângulo aberto' }] },
];

describe('toCategoryTree (spec §3)', () => {
  it('nests the subject tree (type 7) recursively, from sub_categorias or children', () => {
    expect(toCategoryTree(wire, 7)).toEqual([
      {
        id: 1,
        label: 'Retina',
        children: [
          {
            id: 2,
            label: 'Retinopatia diabética',
            children: [{ id: 3, label: 'Edema macular', children: [{ id: 4, label: 'Anti-VEGF' }] }],
          },
          { id: 5, label: 'Descolamento' },
        ],
      },
      { id: 6, label: 'Glaucoma', children: [{ id: 7, label: 'Ângulo aberto' }] },
    ]);
  });

  it('nests every other type one level only: the children of children are dropped', () => {
    for (const type of [1, 2, 3]) {
      expect(toCategoryTree(wire, type)).toEqual([
        {
          id: 1,
          label: 'Retina',
          children: [
            { id: 2, label: 'Retinopatia diabética' },
            { id: 5, label: 'Descolamento' },
          ],
        },
        { id: 6, label: 'Glaucoma', children: [{ id: 7, label: 'Ângulo aberto' }] },
      ]);
    }
  });

  it('leaves out empty children and keeps flat lists flat', () => {
    expect(
      toCategoryTree(
        [
          { id: 10, desc: 'USP-SP', children: [] },
          { id: 11, desc: 'UNIFESP' },
        ],
        1,
      ),
    ).toEqual([
      { id: 10, label: 'USP-SP' },
      { id: 11, label: 'UNIFESP' },
    ]);
  });
});
