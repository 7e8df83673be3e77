import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { seedDemo } from '../db/seed/index.ts';
import type { Mailer } from '../mail/mail-message.ts';
import { testConfig, testStorage } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

export interface ProcessPair {
  readonly database: TestDatabase;
  /** Two apps over one database, as two API processes would be (polling every 20 ms). */
  readonly apps: FastifyInstance[];
}

export interface PairOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Seed the demo verticals and producers (port 3000). */
  seed?: boolean;
  /** Use this (open) database rather than a new one; the pair leaves it open. */
  database?: () => TestDatabase;
  /** Runs on each app before ready (define the jobs under test). */
  register?: (app: FastifyInstance, index: number) => void | Promise<void>;
}

/** Builds the pair in beforeAll and closes it in afterAll; call at the top of a describe block. */
export function useProcessPair(options: PairOptions = {}): ProcessPair {
  const pair = { apps: [] as FastifyInstance[] } as { database: TestDatabase; apps: FastifyInstance[] };
  beforeAll(async () => {
    pair.database = options.database?.() ?? (await createTestDatabase());
    if (options.seed) await seedDemo(pair.database.db, { port: 3000, storage: testStorage() });
    for (const index of [0, 1]) {
      const app = await buildApp({
        config: testConfig({ JOBS_POLL_INTERVAL_MS: '20', ...options.env }),
        db: pair.database,
        closeDatabase: false,
        ...(options.mailer ? { mailer: options.mailer } : {}),
      });
      await options.register?.(app, index);
      await app.ready();
      pair.apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of pair.apps) await app.close();
    if (!options.database) await pair.database?.close();
  });
  return pair;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
