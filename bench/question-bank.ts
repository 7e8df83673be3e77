// Issue 5's figures over the 1M-question bank (npm run seed:large): filter counts, and answer submission.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/api/src/db/open-postgres.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { largeDatabaseUrl, largeProducer, seedLarge } from '../apps/api/src/db/seed/large/seed-large.ts';
import { naiveQuestionCounts } from '../apps/api/test-support/naive-question-counts.ts';
import { formatLoad, targetRow } from './api-targets.ts';
import { distinctLearnerAnswers, distinctLearnerCount } from './distinct-learner-answers.ts';
import { loadPosts, type LoadResult } from './load.ts';
import { startProcess } from './processes.ts';
import { waitForStartupJobs } from './startup-jobs.ts';

const questionTargets = { countsP95Ms: 50, countsSpeedup: 10, answersRatio: 0.25, answersP99Ms: 30 } as const;

interface Filter {
  categories: number[];
  status: ('not_answered' | 'answered_wrong' | 'marked')[];
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/** Filters a learner would tick: a few subject nodes at any depth, an institution or two, some years, a status. */
function filters(ids: { subjects: number[]; institutions: number[]; years: number[] }, count: number): Filter[] {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % Math.max(n, 1);
  };
  const some = (list: number[], max: number) =>
    Array.from({ length: next(max + 1) }, () => list[next(list.length)] as number);
  const statuses = [[], [], ['not_answered'], ['answered_wrong'], ['marked', 'answered_wrong']] as Filter['status'][];
  return Array.from({ length: count }, () => ({
    categories: [...new Set([...some(ids.subjects, 3), ...some(ids.institutions, 2), ...some(ids.years, 3)])],
    status: statuses[next(statuses.length)] ?? [],
  }));
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

export interface QuestionBankFigures {
  countsP95Ms: number;
  countsP50Ms: number;
  naiveP95Ms: number;
  naiveRuns: number;
  /** Every answer from the same learner (the worst case). */
  answers: LoadResult;
  /** Each answer from one of many learners, on a question that learner has not answered in the run. */
  distinctAnswers: LoadResult;
}

/** Runs both measures against an API process on the large database; `baselineUrl` is the bare Fastify server. */
export async function benchQuestionBank(
  serverEntry: string,
  apiPort: string,
  baselineUrl: string,
): Promise<{ figures: QuestionBankFigures; baseline: LoadResult }> {
  await seedLarge();
  const connection = openPostgres(largeDatabaseUrl, { maxConnections: 2 });
  const { db } = connection;
  const host = `${largeProducer.slug}.${largeProducer.vertical}.localhost:${apiPort}`;
  const api = await startProcess(
    serverEntry,
    { PORT: apiPort, HOST: '127.0.0.1', DATABASE_URL: largeDatabaseUrl, SEED_DEMO: 'false' },
    '/readyz',
  );
  try {
    await waitForStartupJobs(largeDatabaseUrl);
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json' },
      body: JSON.stringify({ email: largeProducer.learner, password: largeProducer.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const [producer] = await rawRows<{ id: string; user_id: string }>(
      db,
      sql`select p.id, u.id as user_id from producers p join users u on u.producer_id = p.id and u.email = ${largeProducer.learner} where p.slug = ${largeProducer.slug}`,
    );
    if (!producer) throw new Error('the large bank has no producer');
    const idsOf = async (type: number, limit: number) =>
      (
        await rawRows<{ id: number }>(
          db,
          sql`select id from question_categories where producer_id = ${producer.id} and type = ${type} order by random() limit ${limit}`,
        )
      ).map((row) => Number(row.id));
    const ids = { subjects: await idsOf(7, 400), institutions: await idsOf(1, 30), years: await idsOf(2, 15) };
    const runs = filters(ids, 220);
    const countsCall = (filter: Filter) =>
      fetch(`${api.url}/api/questions/counts`, { method: 'POST', headers, body: JSON.stringify(filter) }).then(
        (response) => {
          if (!response.ok) throw new Error(`POST /api/questions/counts: HTTP ${response.status}`);
          return response.json();
        },
      );
    for (const filter of runs.slice(0, 20)) await countsCall(filter); // builds the index, warms the process
    const indexed: number[] = [];
    for (const filter of runs.slice(20)) indexed.push(await timed(() => countsCall(filter)));
    const naive: number[] = [];
    for (const filter of runs.slice(20, 32))
      naive.push(await timed(() => naiveQuestionCounts(db, producer.id, producer.user_id, filter)));
    const questionIds = (
      await rawRows<{ id: number }>(
        db,
        sql`select id from questions where producer_id = ${producer.id} and status = 'published' order by random() limit 20000`,
      )
    ).map((row) => Number(row.id));
    let next = 0;
    const post = {
      path: '/api/questions/1/answers',
      headers,
      pathFor: () => `/api/questions/${questionIds[next++ % questionIds.length]}/answers`,
      body: () =>
        JSON.stringify({
          alternative: 'ABCDE'[next % 5],
          idempotency_key: randomUUID(),
          answered_at: new Date().toISOString(),
          time_spent_ms: 30_000,
        }),
    };
    const baseline = await loadPosts(baselineUrl, { ...post, headers: { 'content-type': 'application/json' } });
    const answers = await loadPosts(api.url, post);
    const distinctAnswers = await distinctLearnerAnswers(largeDatabaseUrl, api.url, host, producer.id, questionIds);
    return {
      figures: {
        countsP95Ms: percentile(indexed, 95),
        countsP50Ms: percentile(indexed, 50),
        naiveP95Ms: percentile(naive, 95),
        naiveRuns: naive.length,
        answers,
        distinctAnswers,
      },
      baseline,
    };
  } finally {
    await api.stop();
    await connection.close();
  }
}

/** The table rows of these figures, each against its target. */
export function questionBankRows({
  figures,
  baseline,
}: {
  figures: QuestionBankFigures;
  baseline: LoadResult;
}): string[][] {
  const speedup = figures.naiveP95Ms / Math.max(figures.countsP95Ms, 0.01);
  const countsPass = figures.countsP95Ms <= questionTargets.countsP95Ms && speedup >= questionTargets.countsSpeedup;
  const answerTargets = { minRatio: questionTargets.answersRatio, maxP99Ms: questionTargets.answersP99Ms };
  const answersRow = (measure: string, result: LoadResult) => targetRow(measure, result, baseline, answerTargets);
  return [
    [
      'POST /api/questions/counts, 1M bank (200 filters)',
      `p50 ${figures.countsP50Ms.toFixed(1)} ms, p95 ${figures.countsP95Ms.toFixed(1)} ms`,
      `${speedup.toFixed(0)}× naive`,
      `${countsPass ? '✓ pass' : '✗ FAIL'} (target p95 ≤ ${questionTargets.countsP95Ms} ms and ≥ ${questionTargets.countsSpeedup}× the naive SQL)`,
    ],
    [
      'naive SQL counts, same filters (baseline)',
      `p95 ${figures.naiveP95Ms.toFixed(0)} ms over ${figures.naiveRuns} runs`,
      '1×',
      'joins over question_category_links and category paths, no index',
    ],
    ['bare Fastify POST answer (baseline)', formatLoad(baseline), '1.00', 'same body and reveal shape, JSON schemas'],
    answersRow(
      `POST /api/questions/:id/answers, ${distinctLearnerCount.toLocaleString('en-US')} learners, 50 connections`,
      figures.distinctAnswers,
    ),
    answersRow('POST /api/questions/:id/answers, one learner (worst case), 50 connections', figures.answers),
  ];
}
