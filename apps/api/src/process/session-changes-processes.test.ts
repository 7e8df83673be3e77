import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed/accounts/demo-accounts.ts';
import { vigiliaHeaders } from '../modules/auth/session-test-support.ts';
import { freePort } from '../test/free-port.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { compiledServerEntry, ensureCompiledServer, waitUntilReady } from './process-test-support.ts';

/** A call to one of the servers with a learner's token; the status and error code it answered. */
async function call(port: number, method: 'GET' | 'POST', url: string, token: string | null, body?: object) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...vigiliaHeaders,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json().catch(() => null)) as { token?: string; error?: { code: string } } | null;
  return { status: response.status, code: json?.error?.code ?? null, token: json?.token ?? null };
}

const signIn = async (port: number) =>
  (await call(port, 'POST', '/api/auth/login', null, { email: 'aluno@medmember.dev', password: demoPassword })).token ??
  '';
/** A write (an empty profile change touches no row) and a read. */
const write = (port: number, token: string) => call(port, 'POST', '/api/user/profile', token, {});
const read = (port: number, token: string) => call(port, 'GET', '/api/user', token);

/**
 * How long after `since` (the change answered) the first call answering 401 `code` was sent (calls every 20 ms,
 * for 3 s at most).
 */
async function msUntilRefused(since: number, send: () => ReturnType<typeof read>, code: string): Promise<number> {
  while (Date.now() - since < 3_000) {
    const sentAt = Date.now();
    const answer = await send();
    if (answer.status === 401 && answer.code === code) return sentAt - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

describe.runIf(process.env['TEST_DATABASE_URL'])('session changes between two API processes (compiled server)', () => {
  const servers: { child: ChildProcess; port: number }[] = [];
  let database: TestDatabase | undefined;
  let dataDir = '';

  beforeAll(async () => {
    await ensureCompiledServer();
    // The run's seeded template (the demo learners), so neither process seeds.
    database = await createTestDatabase({ seeded: true });
    dataDir = await mkdtemp(path.join(tmpdir(), 'members-session-changes-'));
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const env = { DATABASE_URL: database.url ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', SEED_DEMO: 'false' };
      const child = spawn(process.execPath, [compiledServerEntry], {
        env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.push({ child, port });
    }
    await Promise.all(servers.map(({ port, child }) => waitUntilReady(port, child, 60_000)));
  }, 300_000);

  afterAll(async () => {
    for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a newer sign-in or a logout on one process: within a second the other refuses the old token', async () => {
    const [one, other] = servers.map((server) => server.port) as [number, number];
    const old = await signIn(other);
    expect((await write(other, old)).status).toBe(200);
    expect((await read(other, old)).status).toBe(200);

    const newer = await signIn(one);
    let since = Date.now();
    const superseded = [
      await msUntilRefused(since, () => write(other, old), 'auth.session_superseded'),
      await msUntilRefused(since, () => read(other, old), 'auth.session_superseded'),
    ];
    expect((await write(other, newer)).status).toBe(200);

    expect((await call(one, 'POST', '/api/auth/logout', newer)).status).toBe(204);
    since = Date.now();
    const loggedOut = [
      await msUntilRefused(since, () => write(other, newer), 'auth.unauthenticated'),
      await msUntilRefused(since, () => read(other, newer), 'auth.unauthenticated'),
    ];
    console.log(`session changes between processes: superseded ${superseded} ms, logged out ${loggedOut} ms`);
    expect(Math.max(...superseded, ...loggedOut)).toBeLessThanOrEqual(1_000);
  }, 30_000);
});
