import { type Bits, countBits, ordinalsAtRanks } from '../facets/facet-bitset.ts';

/** `count` distinct ranks below `total`, ascending (a partial shuffle when most are wanted, else rejection). */
export function randomRanks(total: number, count: number, random: () => number = Math.random): number[] {
  const wanted = Math.min(count, total);
  if (wanted * 2 > total) {
    const all = Array.from({ length: total }, (_, i) => i);
    for (let i = 0; i < wanted; i += 1) {
      const j = i + Math.floor(random() * (total - i));
      [all[i], all[j]] = [all[j] as number, all[i] as number];
    }
    return all.slice(0, wanted).sort((a, b) => a - b);
  }
  const picked = new Set<number>();
  while (picked.size < wanted) picked.add(Math.floor(random() * total));
  return [...picked].sort((a, b) => a - b);
}

/** Fisher–Yates, in place. */
export function shuffle<T>(items: T[], random: () => number = Math.random): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** Up to `size` random question ids among the matching ones (null: every question of the index), in random order. */
export function drawQuestionIds(
  questionIds: Int32Array,
  matching: Bits | null,
  size: number,
  random: () => number = Math.random,
): number[] {
  const ordinals =
    matching === null
      ? randomRanks(questionIds.length, size, random)
      : ordinalsAtRanks(matching, randomRanks(countBits(matching), size, random));
  return shuffle(
    ordinals.map((ordinal) => questionIds[ordinal] as number),
    random,
  );
}
