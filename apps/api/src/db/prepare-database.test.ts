import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStorage } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import type { DatabaseConnection } from './database.ts';
import { openPostgres } from './open-postgres.ts';
import { prepareDatabase } from './prepare-database.ts';
import { verticals } from './schema/index.ts';

describe('prepareDatabase', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('leaves the database empty when seeding is off', async () => {
    expect(await prepareDatabase(database, { seed: false, port: 3000, storage: testStorage() })).toEqual({
      seeded: false,
    });
    expect(await database.db.$count(verticals)).toBe(0);
  });

  it('seeds exactly once when several start-ups race (processes on PostgreSQL, calls on PGlite)', async () => {
    const others: DatabaseConnection[] = database.url ? [openPostgres(database.url), openPostgres(database.url)] : [];
    try {
      const contenders = others.length > 0 ? others : [database, database];
      const results = await Promise.all(
        contenders.map((c) => prepareDatabase(c, { seed: true, port: 3000, storage: testStorage() })),
      );
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await database.db.$count(verticals)).toBe(4);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
    // The whole demo seed runs here (with the assistant's index since issue 18): 20 s ran out on a loaded box.
  }, 90_000);

  it('serialises the tasks it runs exclusively', async () => {
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name}:start`);
      await new Promise((resolve) => setImmediate(resolve));
      events.push(`${name}:end`);
    };
    await Promise.all([database.runExclusive(task('a')), database.runExclusive(task('b'))]);
    // Either may take the lock first (on PostgreSQL both race for it); they must never overlap.
    expect([
      ['a:start', 'a:end', 'b:start', 'b:end'],
      ['b:start', 'b:end', 'a:start', 'a:end'],
    ]).toContainEqual(events);
  });
});
