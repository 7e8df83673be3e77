import type { DecksResponse } from '@members/contract';
import type { CategoryCatalog } from '../../questions/category-catalog.ts';
import type { CardCountRow } from './decks.repository.ts';

export type DeckCounts = Pick<CardCountRow, 'total' | 'new' | 'learning' | 'due' | 'learned'>;
type SubjectDeck = DecksResponse['subjects'][number];

export const noCards = (): DeckCounts => ({ total: 0, new: 0, learning: 0, due: 0, learned: 0 });

export function addCounts(sum: DeckCounts, row: DeckCounts): void {
  sum.total += row.total;
  sum.new += row.new;
  sum.learning += row.learning;
  sum.due += row.due;
  sum.learned += row.learned;
}

/**
 * The subject decks: the top-level nodes of the type-7 tree that hold cards (their whole subtree's), in the
 * tree's order, each with its children one level down that hold cards.
 */
export function subjectDecks(rows: readonly CardCountRow[], catalog: CategoryCatalog): SubjectDeck[] {
  const byNode = new Map<number, DeckCounts>();
  for (const row of rows) {
    const path = row.category_id === null ? undefined : catalog.byId.get(row.category_id)?.path;
    for (const id of (path ?? []).slice(0, 2)) {
      const sum = byNode.get(id) ?? noCards();
      addCounts(sum, row);
      byNode.set(id, sum);
    }
  }
  const withCards = (id: number) => (byNode.get(id)?.total ?? 0) > 0;
  const subjects = catalog.rows.filter((row) => row.type === 7 && row.parent_id === null && withCards(row.id));
  return subjects.map((top) => ({
    id: top.id,
    name: top.desc,
    ...(byNode.get(top.id) ?? noCards()),
    children: catalog.rows
      .filter((row) => row.parent_id === top.id && withCards(row.id))
      .map((child) => ({ id: child.id, name: child.desc, ...(byNode.get(child.id) ?? noCards()) })),
  }));
}
