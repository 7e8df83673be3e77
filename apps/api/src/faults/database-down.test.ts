import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/open-database.ts';
import { prepareDatabase } from '../db/prepare-database.ts';
import { testConfig, testStorage } from '../test/test-app.ts';
import {
  createThrowawayCluster,
  missingClusterBinaries,
  type ThrowawayCluster,
} from './throwaway-cluster-test-support.ts';

/** Both times (database gone → /readyz 503; database back → everything works) must stay within this. */
const targetMs = 5_000;
const host = 'foco-oftalmo.oftalmologia.localhost:3000';
const missing = missingClusterBinaries();
if (missing) console.log(`database down: skipped, ${missing}`);

interface Outcome {
  status: number;
  code: string | undefined;
  retryAfter: unknown;
  ms: number;
}

/** Polls `probe` every 50 ms until `done` holds or `limitMs` passes; returns how long it took and the last outcome. */
async function timeUntil<T>(probe: () => Promise<T>, done: (value: T) => boolean, limitMs: number) {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    const ms = Date.now() - started;
    if (done(value) || ms > limitMs) return { ms, value, done: done(value) };
    await sleep(50);
  }
}

describe.skipIf(missing !== null)('database down (a throwaway PostgreSQL server stopped under the app)', () => {
  let cluster: ThrowawayCluster;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let progressPath: string;

  const readyz = async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;
  /** A learner's write (it always reaches the database): saving the position in a lesson video. */
  const learnerWrite = async (): Promise<Outcome> => {
    const started = Date.now();
    const res = await app.inject({ method: 'PUT', url: progressPath, headers, payload: { position_seconds: 42 } });
    const code = res.statusCode === 200 ? undefined : (res.json() as { error?: { code?: string } }).error?.code;
    return { status: res.statusCode, code, retryAfter: res.headers['retry-after'], ms: Date.now() - started };
  };

  beforeAll(async () => {
    cluster = await createThrowawayCluster();
    await cluster.start();
    const config = testConfig({ DATABASE_URL: cluster.url });
    const database = await openDatabase(config);
    await prepareDatabase(database, { seed: true, port: 3000, storage: testStorage() });
    app = await buildApp({ config, db: database });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host },
      payload: { email: 'aluno@medmember.dev', password: 'medmember123' },
    });
    headers = { host, authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const get = async <T>(url: string) => (await app.inject({ method: 'GET', url, headers })).json() as T;
    const catalog = await get<{ results: { uuid: string; access: boolean }[] }>('/api/courses?type=courses');
    const course = catalog.results.find((candidate) => candidate.access);
    const detail = await get<{ modules: { id: number }[] }>(`/api/courses/${course?.uuid}`);
    const module = await get<{ lessons: { id: number }[] }>(
      `/api/courses/${course?.uuid}/modules/${detail.modules[0]?.id}`,
    );
    progressPath = `/api/lessons/${module.lessons[0]?.id}/progress`;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await cluster?.dispose();
  });

  it('answers /readyz 503 and learner calls 503 at once, and recovers without a restart', async () => {
    expect(await readyz()).toBe(200);
    expect(await learnerWrite()).toMatchObject({ status: 200 });

    await cluster.stopImmediately();
    const detected = await timeUntil(readyz, (status) => status === 503, targetMs * 2);
    const refused = await learnerWrite();
    const whileDown: Outcome[] = [refused];
    for (let i = 0; i < 5; i += 1) whileDown.push(await learnerWrite());

    await cluster.start();
    const recovered = await timeUntil(
      async () => ({ ready: await readyz(), write: await learnerWrite() }),
      ({ ready, write }) => ready === 200 && write.status === 200,
      targetMs * 2,
    );

    console.log(
      `database down: detected in ${(detected.ms / 1000).toFixed(2)} s, recovered in ` +
        `${(recovered.ms / 1000).toFixed(2)} s (a learner call while down: ${refused.status} ${refused.code} ` +
        `in ${refused.ms} ms)`,
    );
    expect(detected.done).toBe(true);
    expect(detected.ms).toBeLessThanOrEqual(targetMs);
    for (const outcome of whileDown) {
      expect(outcome).toMatchObject({ status: 503, code: 'common.database_unavailable', retryAfter: '5' });
      expect(outcome.ms).toBeLessThan(1_000);
    }
    expect(recovered.done).toBe(true);
    expect(recovered.ms).toBeLessThanOrEqual(targetMs);
  }, 60_000);
});
