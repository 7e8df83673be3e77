// Answer submission as many learners make it (issue 19): each request from one of 2,000 learners, each with its
// own session, on questions that learner has not answered in this run; beside the one-learner figure (the worst
// case: every answer queues behind the same learner's rows).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { deleteSessions, insertSessions } from './bulk-sessions.ts';
import type { LoadResult } from './load.ts';

export const distinctLearnerCount = 2_000;

/**
 * autocannon -c 50 -d 10 of POST /api/questions/:id/answers, request n from learner n mod 2,000 on question n
 * mod `questionIds.length` (so a learner's questions are distinct until the list wraps). The sessions are made
 * for the run and deleted after it (the large database is kept).
 */
export async function distinctLearnerAnswers(
  databaseUrl: string,
  apiUrl: string,
  host: string,
  producerId: string,
  questionIds: readonly number[],
): Promise<LoadResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `select id from users where producer_id = $1 and email like 'aluno%@banco-grande.dev' order by email limit $2`,
    [producerId, distinctLearnerCount],
  );
  const sessions = await insertSessions(
    client,
    producerId,
    rows.map((row) => row.id),
  );
  try {
    let next = 0;
    // A first answer from every learner, untimed: the measure is of learners in the middle of their practice
    // (their sessions verified a moment ago), not of 2,000 first requests.
    const warm = { url: apiUrl, connections: 50, amount: sessions.tokens.length };
    const timed = { url: apiUrl, connections: 50, duration: 10 };
    const run = (options: typeof warm | typeof timed) =>
      autocannon({
        ...options,
        requests: [
          {
            method: 'POST',
            path: '/api/questions/1/answers',
            setupRequest: (request) => {
              const n = next++;
              return {
                ...request,
                path: `/api/questions/${questionIds[n % questionIds.length]}/answers`,
                headers: {
                  host,
                  'content-type': 'application/json',
                  authorization: `Bearer ${sessions.tokens[n % sessions.tokens.length]}`,
                },
                body: JSON.stringify({
                  alternative: 'ABCDE'[n % 5],
                  idempotency_key: randomUUID(),
                  answered_at: new Date().toISOString(),
                  time_spent_ms: 30_000,
                }),
              };
            },
          },
        ],
      });
    await run(warm);
    const result = await run(timed);
    return {
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    };
  } finally {
    await deleteSessions(client, sessions.sessionIds);
    await client.end();
  }
}
