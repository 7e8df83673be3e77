/**
 * Bitsets over question ordinals (0 … size-1), one bit per question in 32-bit words. The facet index turns
 * filters into these and counts a category by probing its sorted postings against one.
 */
export type Bits = Uint32Array;

export function wordsFor(size: number): number {
  return (size + 31) >>> 5;
}

export function emptyBits(size: number): Bits {
  return new Uint32Array(wordsFor(size));
}

/** Every ordinal below `size` set (the bits past it stay clear, so counts stay exact). */
export function fullBits(size: number): Bits {
  const bits = new Uint32Array(wordsFor(size)).fill(0xffffffff);
  const tail = size & 31;
  if (tail !== 0) bits[bits.length - 1] = (1 << tail) - 1;
  return bits;
}

export function bitsOf(ordinals: ArrayLike<number>, size: number): Bits {
  const bits = emptyBits(size);
  for (let i = 0; i < ordinals.length; i += 1) setBit(bits, ordinals[i] as number);
  return bits;
}

export function setBit(bits: Bits, ordinal: number): void {
  bits[ordinal >>> 5] = (bits[ordinal >>> 5] as number) | (1 << (ordinal & 31));
}

export function hasBit(bits: Bits, ordinal: number): boolean {
  return (((bits[ordinal >>> 5] as number) >>> (ordinal & 31)) & 1) === 1;
}

/** target |= source (same size). */
export function orInto(target: Bits, source: Bits): Bits {
  for (let i = 0; i < target.length; i += 1) target[i] = (target[i] as number) | (source[i] as number);
  return target;
}

/** target &= source (same size). */
export function andInto(target: Bits, source: Bits): Bits {
  for (let i = 0; i < target.length; i += 1) target[i] = (target[i] as number) & (source[i] as number);
  return target;
}

/** Every ordinal below `size` that is not in `bits`. */
export function complement(bits: Bits, size: number): Bits {
  const result = fullBits(size);
  for (let i = 0; i < result.length; i += 1) result[i] = (result[i] as number) & ~(bits[i] as number);
  return result;
}

/**
 * The intersection of the sets given, where null stands for "every question": null when all are null (so
 * callers can use a category's posting length instead of probing), else a new bitset.
 */
export function intersectAll(sets: readonly (Bits | null)[]): Bits | null {
  let result: Bits | null = null;
  for (const set of sets) {
    if (set === null) continue;
    result = result === null ? set.slice() : andInto(result, set);
  }
  return result;
}

export function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let total = 0;
  for (let i = 0; i < bits.length; i += 1) total += popcount32(bits[i] as number);
  return total;
}

/** How many of the (sorted or not) ordinals are set in `bits`. */
export function countOrdinalsIn(bits: Bits, ordinals: Int32Array): number {
  let total = 0;
  for (let i = 0; i < ordinals.length; i += 1) {
    const ordinal = ordinals[i] as number;
    total += ((bits[ordinal >>> 5] as number) >>> (ordinal & 31)) & 1;
  }
  return total;
}

/** The position (0–31) of the `n`-th set bit (0-based) of a word that has more than `n` set bits. */
function nthSetBit(word: number, n: number): number {
  let left = n;
  for (let bit = 0; bit < 32; bit += 1) {
    if (((word >>> bit) & 1) === 0) continue;
    if (left === 0) return bit;
    left -= 1;
  }
  throw new RangeError('the word has too few set bits');
}

/** The ordinals of the set bits at the given ranks (0-based, ascending, each below countBits(bits)). */
export function ordinalsAtRanks(bits: Bits, ranks: readonly number[]): number[] {
  const found: number[] = [];
  let next = 0;
  let seen = 0;
  for (let word = 0; word < bits.length && next < ranks.length; word += 1) {
    const value = bits[word] as number;
    const inWord = popcount32(value);
    while (next < ranks.length && (ranks[next] as number) < seen + inWord) {
      found.push(word * 32 + nthSetBit(value, (ranks[next] as number) - seen));
      next += 1;
    }
    seen += inWord;
  }
  return found;
}

/** Every ordinal in [start, end) set. */
export function setRange(bits: Bits, start: number, end: number): void {
  for (let ordinal = start; ordinal < end && (ordinal & 31) !== 0; ordinal += 1) setBit(bits, ordinal);
  let ordinal = start + ((32 - (start & 31)) & 31);
  for (; ordinal + 32 <= end; ordinal += 32) bits[ordinal >>> 5] = 0xffffffff;
  for (; ordinal < end; ordinal += 1) setBit(bits, ordinal);
}

/** Set bits before each word: ranks[w] = set bits in words 0 … w-1 (one pass, then any run counts in O(1)). */
export function rankIndex(bits: Bits): Int32Array {
  const ranks = new Int32Array(bits.length + 1);
  for (let word = 0; word < bits.length; word += 1)
    ranks[word + 1] = (ranks[word] as number) + popcount32(bits[word] as number);
  return ranks;
}

/** Set bits before `ordinal`. */
export function rankOf(bits: Bits, ranks: Int32Array, ordinal: number): number {
  const word = ordinal >>> 5;
  const within = ordinal & 31;
  return (
    (ranks[word] as number) + (within === 0 ? 0 : popcount32((bits[word] as number) & ((1 << within) - 1) & 0xffffffff))
  );
}

/** Set bits of `a & b` (same size). */
export function countAnd(a: Bits, b: Bits): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 1) total += popcount32((a[i] as number) & (b[i] as number));
  return total;
}
