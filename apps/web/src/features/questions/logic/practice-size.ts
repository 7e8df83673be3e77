/** The number of questions of a free-practice session: presets, and any whole number from 1 to 100. */
export const practiceSizePresets = [10, 20, 30, 50] as const;
export const minPracticeSize = 1;
export const maxPracticeSize = 100;
export const defaultPracticeSize = 10;

type PracticeSizeProblem = 'empty' | 'notWhole' | 'tooSmall' | 'tooLarge';
export type PracticeSizeResult = { ok: true; size: number } | { ok: false; problem: PracticeSizeProblem };

/** Reads the typed number of questions; says what is wrong with it otherwise. */
export function parsePracticeSize(text: string): PracticeSizeResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!/^-?\d+$/.test(trimmed)) return { ok: false, problem: 'notWhole' };
  const size = Number(trimmed);
  if (size < minPracticeSize) return { ok: false, problem: 'tooSmall' };
  if (size > maxPracticeSize) return { ok: false, problem: 'tooLarge' };
  return { ok: true, size };
}
