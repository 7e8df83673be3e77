// Issue 15's figures: the case list (first page, and with a subject filter) and a debrief for a learner of a
// producer with 5,000 cases and 200,000 attempts (npm run seed:large adds them), on PostgreSQL, timed one call at a
// time (p50 / p95) next to the bare Fastify route timed the same way in the same run.
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/api/src/db/open-postgres.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { largeCaseSize } from '../apps/api/src/db/seed/large/large-cases.ts';
import { largeDatabaseUrl, largeProducer, seedLarge } from '../apps/api/src/db/seed/large/seed-large.ts';
import { startProcess } from './processes.ts';

const caseTarget = { p95Ms: 20 } as const;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/** `count` calls one after another (after `warm` untimed ones): the times in ms. */
async function timedCalls(url: string, headers: Record<string, string>, count: number, warm = 30): Promise<number[]> {
  const times: number[] = [];
  for (let call = 0; call < warm + count; call++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
    await response.arrayBuffer();
    if (call >= warm) times.push(performance.now() - started);
  }
  return times;
}

export interface ClinicalCaseFigures {
  list: number[];
  filtered: number[];
  debrief: number[];
  baseline: number[];
  /** What the filtered list and the debrief showed (so the figures are of real work). */
  filteredResults: number;
  debriefPeers: number;
}

/** Runs the three reads against an API process on the large database; `baselineUrl` is the bare Fastify server. */
export async function benchClinicalCases(
  serverEntry: string,
  apiPort: string,
  baselineUrl: string,
  calls = 300,
): Promise<ClinicalCaseFigures> {
  await seedLarge();
  const connection = openPostgres(largeDatabaseUrl, { maxConnections: 2 });
  const host = `${largeProducer.slug}.${largeProducer.vertical}.localhost:${apiPort}`;
  const api = await startProcess(
    serverEntry,
    { PORT: apiPort, HOST: '127.0.0.1', DATABASE_URL: largeDatabaseUrl, SEED_DEMO: 'false' },
    '/readyz',
  );
  try {
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json' },
      body: JSON.stringify({ email: largeProducer.learner, password: largeProducer.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { host, authorization: `Bearer ${token}` };
    // The debrief's case (the first in list order) and the grande área of its first subject.
    const [target] = await rawRows<{ case_id: number; root: number }>(
      connection.db,
      sql`select c.id as case_id, q.path[1] as root from clinical_cases c
          join producers p on p.id = c.producer_id and p.slug = ${largeProducer.slug}
          join clinical_case_subjects s on s.case_id = c.id join question_categories q on q.id = s.category_id
          where c.position = 1 order by q.id limit 1`,
    );
    if (!target) throw new Error('the large database has no clinical cases');
    const filteredUrl = `${api.url}/api/clinical-cases?categories=${target.root}`;
    const debriefUrl = `${api.url}/api/clinical-cases/${target.case_id}/debrief`;
    const filteredPage = (await (await fetch(filteredUrl, { headers })).json()) as { total_results: number };
    const debriefBody = (await (await fetch(debriefUrl, { headers })).json()) as {
      case: { peers: { finished: number } };
    };
    return {
      baseline: await timedCalls(`${baselineUrl}/api/producers`, {}, calls),
      list: await timedCalls(`${api.url}/api/clinical-cases`, headers, calls),
      filtered: await timedCalls(filteredUrl, headers, calls),
      debrief: await timedCalls(debriefUrl, headers, calls),
      filteredResults: filteredPage.total_results,
      debriefPeers: debriefBody.case.peers.finished,
    };
  } finally {
    await api.stop();
    await connection.close();
  }
}

/** The table rows: each read's p50 / p95 against the target and as a multiple of the bare route's p95. */
export function clinicalCaseRows(figures: ClinicalCaseFigures): string[][] {
  const bareP95 = Math.max(percentile(figures.baseline, 95), 0.01);
  const size = `${largeCaseSize.cases / 1000}k cases, ${largeCaseSize.attempts / 1000}k attempts`;
  const row = (name: string, times: number[], note: string) => {
    const p95 = percentile(times, 95);
    return [
      name,
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
      `${(p95 / bareP95).toFixed(1)}× bare p95`,
      `${p95 <= caseTarget.p95Ms ? '✓ pass' : '✗ FAIL'} (target p95 ≤ ${caseTarget.p95Ms} ms; ${note})`,
    ];
  };
  return [
    [
      'bare Fastify route, one call at a time (baseline)',
      `p50 ${percentile(figures.baseline, 50).toFixed(1)} ms, p95 ${bareP95.toFixed(1)} ms`,
      '1×',
      `${figures.baseline.length} calls`,
    ],
    row(`GET /api/clinical-cases, first page (${size})`, figures.list, `${figures.list.length} calls`),
    row('GET /api/clinical-cases?categories=<grande área>', figures.filtered, `${figures.filteredResults} cases match`),
    row('GET /api/clinical-cases/:id/debrief', figures.debrief, `${figures.debriefPeers} peers, 6 stages`),
  ];
}
