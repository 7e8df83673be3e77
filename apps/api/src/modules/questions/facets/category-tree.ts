import { SUBJECT_CATEGORY_TYPE, type QuestionCategoryNode } from '@members/contract';
import type { CategoryRow } from '../question-bank.repository.ts';

/**
 * The tree of one type as the API sends it (spec §3): `{ id, desc, sub_categorias }`, in position order. Type 7
 * nests recursively; every other type is one level. Leaves carry no `sub_categorias`.
 */
export function categoryTree(rows: readonly CategoryRow[], type: number): QuestionCategoryNode[] {
  const ofType = rows.filter((row) => row.type === type);
  if (type !== SUBJECT_CATEGORY_TYPE)
    return ofType.filter((row) => row.parent_id === null).map((row) => ({ id: row.id, desc: row.desc }));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of ofType) {
    const siblings = children.get(row.parent_id);
    if (siblings) siblings.push(row);
    else children.set(row.parent_id, [row]);
  }
  const node = (row: CategoryRow): QuestionCategoryNode => {
    const below = children.get(row.id);
    return below ? { id: row.id, desc: row.desc, sub_categorias: below.map(node) } : { id: row.id, desc: row.desc };
  };
  return (children.get(null) ?? []).map(node);
}
