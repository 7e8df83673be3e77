import { describe, expect, it } from 'vitest';
import {
  bitsOf,
  complement,
  countBits,
  countOrdinalsIn,
  emptyBits,
  fullBits,
  hasBit,
  intersectAll,
  ordinalsAtRanks,
  orInto,
  popcount32,
  countAnd,
  rankIndex,
  rankOf,
  setRange,
} from './facet-bitset.ts';

const setOf = (bits: Uint32Array, size: number) =>
  Array.from({ length: size }, (_, i) => i).filter((i) => hasBit(bits, i));

describe('facet bitsets', () => {
  it('counts the bits of a word', () => {
    expect([0, 1, 3, 0x80000000, 0xffffffff, 0x55555555].map(popcount32)).toEqual([0, 1, 2, 1, 32, 16]);
  });

  it('sets every ordinal below the size and none past it', () => {
    for (const size of [0, 1, 31, 32, 33, 64, 100]) {
      const bits = fullBits(size);
      expect(countBits(bits)).toBe(size);
      expect(bits.length).toBe(Math.ceil(size / 32));
    }
  });

  it('builds, unites, intersects and complements sets', () => {
    const size = 70;
    const a = bitsOf([0, 5, 31, 32, 69], size);
    const b = bitsOf([5, 32, 40], size);
    expect(setOf(orInto(a.slice(), b), size)).toEqual([0, 5, 31, 32, 40, 69]);
    expect(setOf(intersectAll([a, null, b]) as Uint32Array, size)).toEqual([5, 32]);
    expect(intersectAll([null, null])).toBeNull();
    expect(intersectAll([])).toBeNull();
    expect(countBits(complement(a, size))).toBe(65);
    expect(setOf(complement(emptyBits(size), size), size)).toHaveLength(size);
  });

  it('leaves its inputs alone when intersecting', () => {
    const a = bitsOf([1, 2], 10);
    intersectAll([a, bitsOf([2], 10)]);
    expect(setOf(a, 10)).toEqual([1, 2]);
  });

  it('counts the ordinals of a posting present in a set', () => {
    const bits = bitsOf([1, 2, 33, 64], 65);
    expect(countOrdinalsIn(bits, Int32Array.from([0, 1, 33, 34, 64]))).toBe(3);
    expect(countOrdinalsIn(bits, new Int32Array(0))).toBe(0);
  });

  it('finds the ordinals at given ranks of the set bits', () => {
    const members = [0, 3, 31, 32, 47, 63, 64, 99];
    const bits = bitsOf(members, 100);
    expect(ordinalsAtRanks(bits, [0, 1, 2, 3, 4, 5, 6, 7])).toEqual(members);
    expect(ordinalsAtRanks(bits, [2, 6])).toEqual([31, 64]);
    expect(ordinalsAtRanks(bits, [])).toEqual([]);
    expect(ordinalsAtRanks(fullBits(96), [95])).toEqual([95]);
  });

  it('sets runs of ordinals across word boundaries', () => {
    for (const [start, end] of [
      [0, 0],
      [0, 1],
      [3, 9],
      [30, 34],
      [31, 96],
      [32, 64],
      [5, 100],
    ] as const) {
      const bits = emptyBits(100);
      setRange(bits, start, end);
      expect(setOf(bits, 100)).toEqual(Array.from({ length: end - start }, (_, i) => start + i));
    }
  });

  it('ranks any ordinal by the set bits before it', () => {
    const members = [0, 3, 31, 32, 47, 63, 64, 99];
    const bits = bitsOf(members, 100);
    const ranks = rankIndex(bits);
    for (let ordinal = 0; ordinal <= 100; ordinal += 1)
      expect(rankOf(bits, ranks, ordinal)).toBe(members.filter((member) => member < ordinal).length);
  });

  it('counts an intersection without building it', () => {
    expect(countAnd(bitsOf([1, 2, 40, 70], 80), bitsOf([2, 40, 41, 79], 80))).toBe(2);
  });
});
