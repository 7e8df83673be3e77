import type { LoadResult } from './load.ts';

/** One target's figure: the round whose ratio to the baseline was the median, and every round's ratio. */
export interface PairedFigure {
  result: LoadResult;
  /** The baseline run right before it, in the same round. */
  baseline: LoadResult;
  ratios: number[];
}

const median = <T>(sorted: readonly T[]): T => {
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error('no rounds');
  return middle;
};

/**
 * The box is shared and swings by a quarter between runs ten seconds apart, so one baseline run and one run of
 * each target give ratios that depend on when each ran. Here each round runs the baseline, then every target, and
 * a target's ratio is taken against its own round's baseline; its figure is the round with the median ratio.
 */
export async function pairedRounds<K extends string>(
  rounds: number,
  baseline: () => Promise<LoadResult>,
  targets: Record<K, () => Promise<LoadResult>>,
): Promise<{ baselines: LoadResult[]; figures: Record<K, PairedFigure> }> {
  const names = Object.keys(targets) as K[];
  const runs = new Map<K, { result: LoadResult; baseline: LoadResult; ratio: number }[]>(names.map((n) => [n, []]));
  const baselines: LoadResult[] = [];
  for (let round = 0; round < rounds; round++) {
    const base = await baseline();
    baselines.push(base);
    for (const name of names) {
      const result = await targets[name]();
      runs.get(name)?.push({ result, baseline: base, ratio: result.requestsPerSecond / base.requestsPerSecond });
    }
  }
  const figures = {} as Record<K, PairedFigure>;
  for (const name of names) {
    const list = runs.get(name) ?? [];
    const middle = median(list.toSorted((a, b) => a.ratio - b.ratio));
    figures[name] = { result: middle.result, baseline: middle.baseline, ratios: list.map((run) => run.ratio) };
  }
  return { baselines, figures };
}

/** The baseline's median run (by throughput), for its own row. */
export const medianRun = (runs: readonly LoadResult[]): LoadResult =>
  median(runs.toSorted((a, b) => a.requestsPerSecond - b.requestsPerSecond));
