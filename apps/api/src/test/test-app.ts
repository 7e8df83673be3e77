import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type ApiConfig } from '../config/index.ts';
import type { DatabaseConnection } from '../db/database.ts';
import { dataDirStorage } from '../plugins/storage.ts';
import { seededFilesDir } from './seeded-template.ts';
import { createTestDatabase } from './test-database.ts';

let dataDir: string | null = null;
function testDataDir(): string {
  dataDir ??= mkdtempSync(path.join(tmpdir(), 'members-api-test-data-'));
  return dataDir;
}

/** Configuration for tests: quiet logs, no SPA build unless a test points at one. */
export function testConfig(env: Record<string, string> = {}): ApiConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: path.join(tmpdir(), 'members-api-test-no-web-build'),
    // Uploaded files of this test process, never the repository's data folder.
    DATA_DIR: testDataDir(),
    ...env,
  });
}

export interface TestAppOptions {
  /** Environment overrides on top of testConfig(). */
  env?: Record<string, string>;
  /** Seed the demo verticals and producers (port 3000 in their URLs), without the demo study plans. */
  seed?: boolean;
  /** Register extra (throwaway) routes before ready(). */
  register?: (app: FastifyInstance) => void | Promise<void>;
  /** Captures the app's log lines (set LOG_LEVEL in env to see them). */
  logStream?: { write(line: string): void };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseConnection;
  readonly config: ApiConfig;
}

/**
 * The real app on this test file's own migrated database, built in beforeAll and closed in
 * afterAll. Call at the top of a describe block; read the fields inside tests.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const context = {} as { app: FastifyInstance; database: DatabaseConnection; config: ApiConfig };
  beforeAll(async () => {
    // A seeded database's files (covers, handouts) are in the run's shared seeded folder.
    context.config = testConfig({ ...(options.seed ? { DATA_DIR: seededFilesDir() } : {}), ...options.env });
    context.database = await createTestDatabase({ seeded: options.seed ?? false });
    context.app = await buildApp({
      config: context.config,
      db: context.database,
      closeDatabase: false,
      logStream: options.logStream,
    });
    await options.register?.(context.app);
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** The storage tests seed into: this test process's own data folder. */
export function testStorage() {
  return dataDirStorage(testDataDir());
}
