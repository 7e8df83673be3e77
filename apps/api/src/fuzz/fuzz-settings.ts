/**
 * How much the contract fuzz sends. `npm test` runs a sample bounded by a time budget; `npm run fuzz` sets
 * FUZZ_BUDGET_MS=0 (no budget) and runs the full counts. The seed is fixed so a finding replays.
 */
export interface FuzzSettings {
  seed: number;
  /** Schema-shaped requests per route. */
  schemaRuns: number;
  /** Malformed requests per route. */
  hostileRuns: number;
  /** Time for all routes together in ms; 0: no budget, every route gets its full counts. */
  budgetMs: number;
  /** Requests of each kind every route gets even when the budget is spent. */
  minimumRuns: number;
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0, got ${raw}`);
  return value;
}

export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  return {
    seed: numberFrom(env, 'FUZZ_SEED', 20_261_126),
    schemaRuns: numberFrom(env, 'FUZZ_SCHEMA_RUNS', 1_000),
    hostileRuns: numberFrom(env, 'FUZZ_HOSTILE_RUNS', 200),
    budgetMs: numberFrom(env, 'FUZZ_BUDGET_MS', 30_000),
    minimumRuns: numberFrom(env, 'FUZZ_MINIMUM_RUNS', 5),
  };
}
