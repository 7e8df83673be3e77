// Issue 14's figure: GET /api/flashcards/queue for a learner with 50,000 cards and 200,000 reviews on PostgreSQL,
// timed one call at a time (p50 / p95) next to the bare Fastify route timed the same way in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchLearner, learnerHeaders, producerHost } from './learner-session.ts';
import { startProcess } from './processes.ts';

const queueTarget = { p95Ms: 20 } as const;
export const studyQueueSize = { cards: 50_000, reviewed: 45_000, reviews: 200_000, misses: 500 } as const;

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

/**
 * The demo learner's memory on the demo producer, grown to the size: 50,000 cards over the producer's
 * subjects (a tenth cloze, a tenth reversible), 45,000 of them reviewed, the first in the queue's order of new cards
 * (subject, id) as a learner who took them as served (due from yesterday to 400 days ahead, so
 * about a day's worth is due now, as for a learner who studies daily; 5% in relearning), 500 missed questions due,
 * 200,000 reviews over the 1,000 days before today (today's limits untouched, so the queue serves a full batch).
 */
async function growMemory(client: pg.Client, producerSlug: string): Promise<void> {
  const { rows } = await client.query<{ producer_id: string; user_id: string }>(
    `select p.id as producer_id, u.id as user_id from producers p join users u on u.producer_id = p.id
     where p.slug = $1 and u.email = $2`,
    [producerSlug, benchLearner.email],
  );
  const ids = rows[0];
  if (!ids) throw new Error(`no ${benchLearner.email} on ${producerSlug}`);
  const { producer_id: producerId, user_id: userId } = ids;
  const size = studyQueueSize;
  await client.query(
    `insert into flashcards (producer_id, kind, frente, verso, category_id, position)
     select $1, case when g % 10 = 0 then 'cloze' when g % 10 = 5 then 'reversible' else 'basic' end,
       case when g % 10 = 0 then '<p>{{c1::Termo}} e {{c2::outro}} ' || g || '</p>' else '<p>Frente ' || g || '</p>' end,
       '<p>Verso ' || g || '</p>', s.ids[1 + g % cardinality(s.ids)], g
     from generate_series(1, $2::int) g,
       (select array_agg(id order by id) as ids from question_categories where producer_id = $1 and type = 7) s`,
    [producerId, size.cards],
  );
  await client.query(
    `insert into memory_items (producer_id, user_id, flashcard_id, card_ord, category_id, due, stability, difficulty,
       elapsed_days, scheduled_days, reps, lapses, state, last_review)
     select f.producer_id, $2, f.id, 0, f.category_id,
       now() + ((random() * 401 - 1) * interval '1 day'), 20 + random() * 100, 3 + random() * 5,
       10, 30, 5, (random() * 2)::int, case when random() < 0.05 then 3 else 2 end, now() - interval '5 days'
     from flashcards f where f.producer_id = $1
       and not exists (select 1 from memory_items m where m.user_id = $2 and m.flashcard_id = f.id)
     order by f.category_id nulls last, f.id limit $3`,
    [producerId, userId, size.reviewed],
  );
  await client.query(
    `insert into memory_items (producer_id, user_id, question_id, due, state, missed_in, missed_at)
     select q.producer_id, $2, q.id, now() - (random() * interval '3 days'), 0, 'practice', now() - interval '4 days'
     from questions q where q.producer_id = $1 and q.status = 'published'
       and not exists (select 1 from memory_items m where m.user_id = $2 and m.question_id = q.id)
     order by q.id limit $3`,
    [producerId, userId, size.misses],
  );
  await client.query(
    `with items as (select id, (row_number() over (order by id) - 1)::int as n from memory_items
       where user_id = $2 and flashcard_id is not null)
     insert into memory_reviews (producer_id, user_id, item_id, rating, state_before, reviewed_at, idempotency_key)
     select $1, $2, items.id, 1 + (g % 4), case when g % 7 = 0 then 0 else 2 end,
       now() - ((1 + g % 1000) * interval '1 day'), gen_random_uuid()
     from generate_series(0, $3::int - 1) g join items on items.n = g % (select count(*) from items)`,
    [producerId, userId, size.reviews],
  );
  await client.query('analyze flashcards; analyze memory_items; analyze memory_reviews');
}

export interface StudyQueueFigures {
  queue: number[];
  baseline: number[];
}

/** Seeds a fresh database (the API's demo seed), grows the learner's memory, then times both routes. */
export async function benchStudyQueue(
  serverEntry: string,
  adminUrl: string,
  apiPort: string,
  baselineUrl: string,
): Promise<StudyQueueFigures> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dbName = `bench_queue_${process.pid}`;
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'members-bench-'));
  try {
    const env = { PORT: apiPort, HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: url.toString() };
    const api = await startProcess(serverEntry, env, '/readyz');
    try {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await growMemory(client, 'foco-oftalmo');
      } finally {
        await client.end();
      }
      const headers = await learnerHeaders(api.url, producerHost(apiPort));
      const queue = await timedCalls(`${api.url}/api/flashcards/queue?limit=20`, headers, 300);
      const baseline = await timedCalls(`${baselineUrl}/api/producers`, {}, 300);
      return { queue, baseline };
    } finally {
      await api.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The table rows: the queue's p50 / p95 against the target, the bare route's the same way. */
export function studyQueueRows({ queue, baseline }: StudyQueueFigures): string[][] {
  const p95 = percentile(queue, 95);
  const pass = p95 <= queueTarget.p95Ms;
  const size = studyQueueSize;
  return [
    [
      'bare Fastify route, one call at a time (baseline)',
      `p50 ${percentile(baseline, 50).toFixed(1)} ms, p95 ${percentile(baseline, 95).toFixed(1)} ms`,
      '1×',
      `${baseline.length} calls`,
    ],
    [
      `GET /api/flashcards/queue, ${size.cards / 1000}k cards, ${size.reviews / 1000}k reviews`,
      `p50 ${percentile(queue, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
      `${(p95 / Math.max(percentile(baseline, 95), 0.01)).toFixed(1)}× bare p95`,
      `${pass ? '✓ pass' : '✗ FAIL'} (target p95 ≤ ${queueTarget.p95Ms} ms; ${queue.length} calls, limit 20)`,
    ],
  ];
}
