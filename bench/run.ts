// npm run bench: reproducible figures, each next to a baseline measured in the same run (shared, noisy box).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { measureFirstPaint } from './first-paint.ts';
import { load } from './load.ts';
import { startProcess } from './processes.ts';

const root = new URL('..', import.meta.url).pathname;
const server = join(root, 'apps/api/src/server.ts');
const FIRST_PAINT_BUDGET_GZIP_JS = 140 * 1024;
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [];

async function benchFirstPaint(): Promise<void> {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'members-bench-'));
  const app = await startProcess(server, { PORT: '4320', HOST: '127.0.0.1', DATA_DIR: dataDir }, '/readyz');
  try {
    const weight = await measureFirstPaint(`http://localhost:4320/auth/newLogin`);
    const verdict = weight.jsGzipBytes <= FIRST_PAINT_BUDGET_GZIP_JS ? 'within budget' : 'OVER BUDGET';
    rows.push(['first paint /auth/newLogin: JS (gzip)', kb(weight.jsGzipBytes), `budget ${kb(FIRST_PAINT_BUDGET_GZIP_JS)}`, `${((weight.jsGzipBytes / FIRST_PAINT_BUDGET_GZIP_JS) * 100).toFixed(0)}% of budget, ${verdict}`]);
    rows.push(['first paint /auth/newLogin: CSS (gzip)', kb(weight.cssGzipBytes), '', `${weight.files.length} files in all`]);
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchProducers(): Promise<void> {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  try {
    await admin.connect();
  } catch {
    rows.push(['GET /api/producers on PostgreSQL', 'skipped', '', `no PostgreSQL at ${pgAdminUrl}`]);
    return;
  }
  const dbName = `bench_${process.pid}`;
  await admin.query(`create database ${dbName}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'members-bench-'));
  try {
    const bare = await startProcess(join(root, 'bench/bare-fastify.ts'), { PORT: '4321' }, '/api/producers');
    const baseline = await load(`${bare.url}/api/producers`);
    await bare.stop();
    const api = await startProcess(server, { PORT: '4322', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: url.toString() }, '/readyz');
    const real = await load(`${api.url}/api/producers`, { host: 'oftalmologia.localhost:4322' });
    await api.stop();
    const fmt = (r: typeof real) => `${Math.round(r.requestsPerSecond)} req/s, p99 ${r.p99Ms} ms` + (r.errors + r.non2xx ? `, ${r.errors + r.non2xx} failed` : '');
    rows.push(['bare Fastify route (baseline)', fmt(baseline), '1.00', 'same payload shape, response schema']);
    rows.push(['GET /api/producers on PostgreSQL', fmt(real), (real.requestsPerSecond / baseline.requestsPerSecond).toFixed(2), `p99 ratio ${(real.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(2)}`]);
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchFirstPaint();
await benchProducers();
const header = ['measure', 'figure', 'ratio / budget', 'notes'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
