import type { FuzzSettings } from './fuzz-settings.ts';
import type { FuzzTarget } from './fuzz-target.ts';
import { fuzzRoute, type RouteResult } from './fuzz-route.ts';
import type { RouteInputs } from './schema-requests.ts';

export interface FuzzRun {
  results: RouteResult[];
  requests: number;
  fiveXx: number;
  /** The figure `npm test` prints, then how the run went. */
  lines: string[];
}

const sum = (results: RouteResult[], pick: (result: RouteResult) => number) =>
  results.reduce((total, result) => total + pick(result), 0);

/**
 * Fuzzes the routes one after the other. With a budget each route gets an equal share of the time (a slow route
 * eats into the next ones' share, never below their minimum counts); without one, every route its full counts.
 */
export async function fuzzRoutes(target: FuzzTarget, inputs: RouteInputs[], settings: FuzzSettings): Promise<FuzzRun> {
  const started = Date.now();
  const results: RouteResult[] = [];
  for (const [index, input] of inputs.entries()) {
    const deadline = settings.budgetMs > 0 ? started + (settings.budgetMs * (index + 1)) / inputs.length : null;
    results.push(await fuzzRoute(target, input, input.entry.access !== 'public', settings, deadline));
  }
  const requests = sum(results, (result) => result.schemaSent + result.hostileSent);
  const fiveXx = sum(results, (result) => result.fiveXx);
  const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const slow = slowest.map((result) => `${result.route} ${(result.ms / 1000).toFixed(1)} s`).join(', ');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lines = [
    `fuzz: ${requests} requests over ${results.length} routes, ${fiveXx} × 5xx`,
    `fuzz: ${seconds} s, ${target.signIns} sign-ins, seed ${settings.seed}; slowest: ${slow}`,
    ...(settings.budgetMs === 0
      ? results.map((result) => `  ${result.route}: ${JSON.stringify(result.statuses)}`)
      : []),
  ];
  return { results, requests, fiveXx, lines };
}
