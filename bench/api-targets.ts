import type { LoadResult } from './load.ts';

/** Learner calls on PostgreSQL against the bare Fastify route (issue 4): at least half its throughput, p99 ≤ 20 ms. */
const apiTargets = { minRatio: 0.5, maxP99Ms: 20 } as const;

export const formatLoad = (result: LoadResult) =>
  `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms` +
  (result.errors + result.non2xx ? `, ${result.errors + result.non2xx} failed` : '');

/** A row of the table: figure, ratio to the baseline, and the pass/fail mark against the targets. */
export function targetRow(
  measure: string,
  result: LoadResult,
  baseline: LoadResult,
  targets: { minRatio: number; maxP99Ms: number } = apiTargets,
): string[] {
  const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
  const failed = result.errors + result.non2xx;
  const pass = ratio >= targets.minRatio && result.p99Ms <= targets.maxP99Ms && failed === 0;
  const mark = pass ? '✓ pass' : '✗ FAIL';
  return [
    measure,
    formatLoad(result),
    ratio.toFixed(2),
    `${mark} (target ratio ≥ ${targets.minRatio}, p99 ≤ ${targets.maxP99Ms} ms)`,
  ];
}
