import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { rawRows } from './raw-rows.ts';

let database: TestDatabase;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);

beforeAll(async () => {
  database = await createTestDatabase();
  process.on('warning', onWarning);
});
afterAll(async () => {
  process.off('warning', onWarning);
  await database.close();
});

// A transaction is one connection: the planner's inputs, the simulado's cached questions and the demo seed read
// through it several at once. node-postgres 8 queues such reads behind a deprecation warning; pg 9 refuses them.
it('reads started together in a transaction all answer, each with its own rows, and nothing warns', async () => {
  const numbers = [1, 2, 3, 4, 5];
  const answers = await database.db.transaction((tx) =>
    Promise.all(numbers.map((n) => rawRows<{ n: number }>(tx, sql`select ${n}::int as n from pg_sleep(0.005)`))),
  );
  expect(answers.map((rows) => rows.map((row) => row.n))).toEqual(numbers.map((n) => [n]));
  // process.emitWarning reports on the next tick.
  await new Promise((resolve) => setImmediate(resolve));
  expect(warnings).toEqual([]);
});

it('a failing read among them fails its transaction, and the connection serves the next one', async () => {
  const together = database.db.transaction((tx) =>
    Promise.all([rawRows(tx, sql`select 1`), rawRows(tx, sql`select 1 / 0`), rawRows(tx, sql`select 2`)]),
  );
  await expect(together).rejects.toThrow();
  const [row] = await rawRows<{ ok: number }>(database.db, sql`select 1 as ok`);
  expect(row?.ok).toBe(1);
});
