import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortOutcomes, startLoad, type RequestSpec } from './load-client-test-support.ts';
import {
  collectOutput,
  compiledServerEntry,
  ensureCompiledServer,
  portIsClosed,
  serverEnvironment,
  waitUntilReady,
} from './process-test-support.ts';
import { freePort } from '../test/free-port.ts';
import { loggedAt, loggedRequests } from './server-log-test-support.ts';

const connections = 50;
const host = (port: number) => `foco-oftalmo.oftalmologia.localhost:${port}`;

async function learnerHeaders(port: number): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { host: host(port), 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'aluno@medmember.dev', password: 'medmember123' }),
  });
  const { token } = (await response.json()) as { token: string };
  return { host: host(port), authorization: `Bearer ${token}`, accept: 'application/json' };
}

/** The first course's first module (a read) and its first lesson (whose position the writes save). */
async function learnerTargets(port: number, headers: Record<string, string>) {
  const get = async <T>(path: string) =>
    (await (await fetch(`http://127.0.0.1:${port}${path}`, { headers })).json()) as T;
  const catalog = await get<{ results: { uuid: string; access: boolean }[] }>('/api/courses?type=courses');
  const course = catalog.results.find((candidate) => candidate.access);
  const detail = await get<{ modules: { id: number }[] }>(`/api/courses/${course?.uuid}`);
  const modulePath = `/api/courses/${course?.uuid}/modules/${detail.modules[0]?.id}`;
  const module = await get<{ lessons: { id: number }[] }>(modulePath);
  return { modulePath, lessonId: module.lessons[0]?.id };
}

describe('SIGTERM under load (the compiled server, as production runs it)', () => {
  let child: ChildProcess | undefined;
  let port: number;
  let dispose = async () => undefined as void;
  let stdout = () => '';

  beforeAll(async () => {
    await ensureCompiledServer();
    const environment = await serverEnvironment();
    dispose = environment.dispose;
    port = await freePort();
    child = spawn(process.execPath, [compiledServerEntry], {
      env: { ...process.env, ...environment.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'debug' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    stdout = collectOutput(child.stdout);
    await waitUntilReady(port, child, 180_000);
  }, 400_000);

  afterAll(async () => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    await dispose();
  });

  it('stops accepting, finishes what is in flight, closes the database and exits 0', async () => {
    if (!child) throw new Error('the server did not start');
    const server = child;
    const headers = await learnerHeaders(port);
    const { modulePath, lessonId } = await learnerTargets(port, headers);
    await sleep(300); // the log lines of these calls reach this process
    const before = new Set(loggedRequests(stdout()).map((request) => request.reqId));
    const requests: RequestSpec[] = [
      { label: 'GET module', method: 'GET', path: modulePath },
      { label: 'PUT progress', method: 'PUT', path: `/api/lessons/${lessonId}/progress` },
      { label: 'GET user', method: 'GET', path: '/api/user' },
    ];
    const load = startLoad({
      port,
      headers,
      connections,
      next: (connection, n) => {
        const spec = requests[(connection + n) % requests.length] as RequestSpec;
        return spec.method === 'PUT' ? { ...spec, body: { position_seconds: (connection * 7 + n) % 600 } } : spec;
      },
    });
    await sleep(1_500);
    const exited = once(server, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
    const termAt = Date.now();
    server.kill('SIGTERM');
    const [code] = await exited;
    const drainedMs = Date.now() - termAt;
    const client = sortOutcomes(await load.stop());

    // What the server read (its log), against what the client got back: every request the server read must have
    // reached the client as a 200. Connections cut before the server read anything sat in the kernel's queue of
    // connections not yet accepted when the port closed: never accepted, so not in flight.
    const log = stdout();
    const read = loggedRequests(log).filter((request) => !before.has(request.reqId));
    const shutdownAt = loggedAt(log, 'shutting down') ?? Number.POSITIVE_INFINITY;
    const inFlight = read.filter((request) => (request.completedAt ?? Number.POSITIVE_INFINITY) >= shutdownAt);
    const failed = read.length - client.answered.length - client.refused.filter((o) => o.status === 503).length;
    console.log(
      `sigterm: ${inFlight.length} in flight, ${failed} failed, exit ${code} (${read.length} requests read, ` +
        `${client.answered.length} answered, ${client.refused.length} refused and ${client.cut.length} cut before ` +
        `being read while closing, drained in ${drainedMs} ms)`,
    );

    expect(client.answered.filter((o) => o.label === 'PUT progress').length).toBeGreaterThan(0);
    expect(inFlight.length).toBeGreaterThan(0);
    expect(read.filter((request) => request.status !== 200)).toEqual([]);
    expect(client.other).toEqual([]);
    expect(failed).toBe(0);
    expect(code).toBe(0);
    expect(await portIsClosed(port)).toBe(true);
    expect(loggedAt(log, 'shut down cleanly')).toBeGreaterThan(shutdownAt);
  }, 60_000);
});
