import type { Bits } from './facet-bitset.ts';

/**
 * The postings turned around: per question ordinal, the dense indexes of all its categories (ancestors
 * included), as entries[offsets[o] … offsets[o + 1]). Used to count a small set of questions by walking it,
 * instead of probing every posting. One list for every type: a walked question costs two memory reads however
 * many of its categories are counted, which is what a walk mostly costs.
 */
export interface ForwardLists {
  offsets: Int32Array;
  entries: Uint16Array | Int32Array;
}

/** Two passes over the postings (count, then fill), no array per question. */
export function forwardLists(
  size: number,
  postings: readonly { dense: number; postings: Int32Array }[],
  categoryCount: number,
): ForwardLists {
  const offsets = new Int32Array(size + 1);
  for (const category of postings) {
    for (let i = 0; i < category.postings.length; i += 1) {
      const slot = (category.postings[i] as number) + 1;
      offsets[slot] = (offsets[slot] as number) + 1;
    }
  }
  for (let o = 0; o < size; o += 1) offsets[o + 1] = (offsets[o + 1] as number) + (offsets[o] as number);
  const entries =
    categoryCount <= 0xffff ? new Uint16Array(offsets[size] as number) : new Int32Array(offsets[size] as number);
  const fill = offsets.slice(0, size);
  for (const category of postings) {
    for (let i = 0; i < category.postings.length; i += 1) {
      const ordinal = category.postings[i] as number;
      const slot = fill[ordinal] as number;
      entries[slot] = category.dense;
      fill[ordinal] = slot + 1;
    }
  }
  return { offsets, entries };
}

/**
 * Adds to `counts` (per dense category), for every member of `base` (or, inverted, every non-member below
 * `size`), one for each of its categories.
 */
export function walkForward(
  base: Bits,
  size: number,
  inverted: boolean,
  { offsets, entries }: ForwardLists,
  counts: Int32Array,
): void {
  const lastWord = base.length - 1;
  const tailMask = (size & 31) === 0 ? -1 : (1 << (size & 31)) - 1;
  for (let word = 0; word < base.length; word += 1) {
    let value = inverted ? ~(base[word] as number) : (base[word] as number);
    if (inverted && word === lastWord) value &= tailMask;
    while (value !== 0) {
      const lowest = value & -value;
      const ordinal = word * 32 + (31 - Math.clz32(lowest));
      value ^= lowest;
      const end = offsets[ordinal + 1] as number;
      for (let i = offsets[ordinal] as number; i < end; i += 1) {
        const dense = entries[i] as number;
        counts[dense] = (counts[dense] as number) + 1;
      }
    }
  }
}
