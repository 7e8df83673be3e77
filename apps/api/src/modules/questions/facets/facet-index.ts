import { SUBJECT_CATEGORY_TYPE } from '@members/contract';
import { type Bits, bitsOf, wordsFor } from './facet-bitset.ts';
import { forwardLists, type ForwardLists } from './facet-forward.ts';
import { subjectOrder } from './facet-order.ts';

/**
 * The in-memory facet index of one producer's published questions. Each question gets a dense ordinal, in
 * subject-tree order (facet-order.ts), so the questions under a subject node are mostly one run of ordinals; each
 * category holds that run and a sorted list of the other ordinals under it (all of them, for the one-level types),
 * its whole subtree included: a question linked to a subtema also counts under its tema, especialidade and
 * grande área. The forward lists turn the lists around, per question, for counting a small set.
 */
export interface FacetIndex {
  /** Ordinal → published question id. */
  questionIds: Int32Array;
  /** The same ids ascending, and the ordinal of each (to find an id's ordinal by binary search). */
  sortedIds: Int32Array;
  ordinalOfPosition: Int32Array;
  /** Every category of the producer, in tree order; a category's slot here is its dense index. */
  categories: readonly FacetCategory[];
  /** Category id → dense index. */
  denseOf: ReadonlyMap<number, number>;
  /** Dense indexes per type. */
  byType: ReadonlyMap<number, readonly number[]>;
  /** Each question's categories through their `postings` (runs are counted by rank instead). */
  forward: ForwardLists;
}

export interface FacetCategory {
  id: number;
  type: number;
  /** How many published questions are under it (run and postings). */
  size: number;
  /** The run of ordinals under it, [start, end) (empty for the one-level types). */
  start: number;
  end: number;
  /** The other ordinals under it, sorted. */
  postings: Int32Array;
  /** The postings as a bitset too, when they are many (counting them is then a popcount of an AND). */
  dense: Bits | null;
}

export interface IndexedCategory {
  id: number;
  type: number;
  /** Ids from the root down to the node itself. */
  path: readonly number[];
}

export interface CategoryLinks {
  categoryId: number;
  questionIds: ArrayLike<number>;
}

/** The position of an id in ascending `sortedIds`, or -1. */
function positionOf(sortedIds: Int32Array, questionId: number): number {
  let low = 0;
  let high = sortedIds.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = sortedIds[middle] as number;
    if (value === questionId) return middle;
    if (value < questionId) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The ordinals of the ids that are in the index (others dropped). */
export function ordinalsOf(
  index: Pick<FacetIndex, 'sortedIds' | 'ordinalOfPosition'>,
  ids: ArrayLike<number>,
): Int32Array {
  const ordinals = new Int32Array(ids.length);
  let length = 0;
  for (let i = 0; i < ids.length; i += 1) {
    const position = positionOf(index.sortedIds, ids[i] as number);
    if (position >= 0) ordinals[length++] = index.ordinalOfPosition[position] as number;
  }
  return ordinals.subarray(0, length);
}

/** Sorted, without repeats, from the parts (each a list of ordinals). */
function mergeParts(parts: readonly Int32Array[]): Int32Array {
  const all = new Int32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  all.sort();
  let length = 0;
  for (let i = 0; i < all.length; i += 1) if (i === 0 || all[i] !== all[i - 1]) all[length++] = all[i] as number;
  return all.slice(0, length);
}

/** Postings this long or longer also get a bitset: a popcount over its words costs about two probes per word. */
const denseFrom = (size: number) => 2 * wordsFor(size);

/** Builds the index from published ids (ascending), the categories (tree order) and their direct links (pure, for tests). */
export function facetIndexFrom(
  sortedIds: Int32Array,
  categories: readonly IndexedCategory[],
  links: readonly CategoryLinks[],
): FacetIndex {
  const isSubject = new Map(categories.map((category) => [category.id, category.type === SUBJECT_CATEGORY_TYPE]));
  const positions = links.map((link) => {
    const found: number[] = [];
    for (let i = 0; i < link.questionIds.length; i += 1) {
      const position = positionOf(sortedIds, link.questionIds[i] as number);
      if (position >= 0) found.push(position);
    }
    return { categoryId: link.categoryId, positions: Int32Array.from(found) };
  });
  const order = subjectOrder(
    sortedIds,
    categories.filter((category) => category.type === SUBJECT_CATEGORY_TYPE),
    positions.filter((link) => isSubject.get(link.categoryId)),
  );
  // Postings: every linked question for the one-level types, only the irregular ones for subjects; each also under the ancestors.
  const pathOf = new Map(categories.map((category) => [category.id, category.path]));
  const parts = new Map<number, Int32Array[]>();
  for (const link of positions) {
    const subject = isSubject.get(link.categoryId) === true;
    const kept = subject ? link.positions.filter((position) => order.irregular[position] === 1) : link.positions;
    const ordinals = kept.map((position) => order.ordinalOfPosition[position] as number);
    if (ordinals.length === 0) continue;
    for (const ancestor of pathOf.get(link.categoryId) ?? []) {
      const list = parts.get(ancestor);
      if (list) list.push(ordinals);
      else parts.set(ancestor, [ordinals]);
    }
  }
  const size = sortedIds.length;
  const byType = new Map<number, number[]>();
  const indexed = categories.map((category, dense): FacetCategory => {
    const ofType = byType.get(category.type);
    if (ofType) ofType.push(dense);
    else byType.set(category.type, [dense]);
    const postings = mergeParts(parts.get(category.id) ?? []);
    const run = order.runs.get(category.id) ?? { start: 0, end: 0 };
    const bits = postings.length >= denseFrom(size) ? bitsOf(postings, size) : null;
    return {
      id: category.id,
      type: category.type,
      size: run.end - run.start + postings.length,
      ...run,
      postings,
      dense: bits,
    };
  });
  return {
    questionIds: order.questionIds,
    sortedIds,
    ordinalOfPosition: order.ordinalOfPosition,
    categories: indexed,
    denseOf: new Map(indexed.map((category, dense) => [category.id, dense])),
    byType,
    forward: forwardLists(
      size,
      indexed.map((category, dense) => ({ dense, postings: category.postings })),
      indexed.length,
    ),
  };
}
