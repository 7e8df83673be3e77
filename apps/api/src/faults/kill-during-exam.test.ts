import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../db/seed/questions/seeded-random.ts';
import { ensureCompiledServer } from '../process/process-test-support.ts';
import { freePort } from '../test/free-port.ts';
import { ChildServer } from './child-server-test-support.ts';
import {
  attemptIdOf,
  loggedAnswerCounts,
  seededChildDatabase,
  storedAnswers,
  type ChildDatabase,
  type StoredAnswer,
} from './exam-database-test-support.ts';
import { ExamOutbox, type AnswerWrite, type Letter } from './exam-outbox-test-support.ts';

/**
 * kill -9 during an exam: a child API server serves a simulado while a client sends answers with the web app's
 * outbox rules; the server is killed with SIGKILL at seeded random points and started again. After each kill the
 * database must hold every answer the client saw acknowledged (or a newer one it sent); at the end every answer
 * the client kept has arrived, each question has one row, and the hand-in logged each answer once.
 * `npm test` runs the size on PostgreSQL (20 runs × 50 answers: CI), a sample on PGlite (1 × 50: its every
 * start takes seconds);
 * `npm run faults` (FAULTS_FULL=1) the full size, 30 runs × 50 answers, on either.
 */
const full = process.env['FAULTS_FULL'] === '1';
const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);
const runs = full ? 30 : onPostgres ? 20 : 1;
const answersPerRun = 50;
const seed = 13;
const email = 'aluno@medmember.dev';

interface ExamQuestion {
  id: number;
  alternatives: { letter: Letter }[];
}

/** How many acknowledged answers the database lost: their question holds an older write, or nothing. */
function lostAnswers(writes: readonly AnswerWrite[], stored: readonly StoredAnswer[]): AnswerWrite[] {
  const storedIndex = new Map(
    stored.map((row) => [row.question_id, writes.find((write) => write.key === row.idempotency_key)?.index ?? -1]),
  );
  return writes.filter(
    (write) => write.state === 'acknowledged' && (storedIndex.get(write.questionId) ?? -1) < write.index,
  );
}

/** The last write the client made to each question (all of them must have arrived once the outbox is empty). */
function lastWrites(writes: readonly AnswerWrite[]): Map<number, AnswerWrite> {
  return new Map(writes.map((write) => [write.questionId, write]));
}

describe(`kill -9 during an exam (${runs} run${runs === 1 ? '' : 's'} × ${answersPerRun} answers)`, () => {
  let server: ChildServer;
  let database: ChildDatabase;
  let host: string;

  beforeAll(async () => {
    const port = await freePort();
    host = `foco-oftalmo.oftalmologia.localhost:${port}`;
    const [, prepared] = await Promise.all([ensureCompiledServer(), seededChildDatabase(port)]);
    database = prepared;
    server = new ChildServer(port, database.env);
  }, 400_000);

  afterAll(async () => {
    await server?.kill();
    await database?.dispose();
  });

  it('loses no acknowledged answer, delivers every kept one, duplicates none', async () => {
    const random = seededRandom(seed);
    await server.start();
    const call = async (method: string, path: string, headers: Record<string, string> = {}, body?: object) => {
      const response = await fetch(`${server.origin}${path}`, {
        method,
        headers: { host, ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const login = await call('POST', '/api/auth/login', {}, { email, password: 'medmember123' });
    const headers = { host, authorization: `Bearer ${(login.body as { token: string }).token}` };
    const list = await call('GET', '/api/simulados', headers);
    const simulado = (list.body as { id: number; state: string; attempt: unknown }[]).find(
      (candidate) => candidate.state === 'open' && candidate.attempt === null,
    );
    if (!simulado) throw new Error('the demo learner has no open simulado to start');
    const started = await call('POST', `/api/simulados/${simulado.id}/attempt`, headers);
    expect(started.status).toBe(201);
    const questions = (started.body as { questions: ExamQuestion[] }).questions;
    /** The learner's answers as stored (on PGlite only while no server runs: the test opens the folder itself). */
    const stored = () => database.inspect(async (db) => storedAnswers(db, await attemptIdOf(db, simulado.id, email)));
    const outbox = new ExamOutbox(() => server.origin, simulado.id, headers);

    /** The learner's next change: another letter, a cleared answer or a mark, on a question drawn at random. */
    const answerOne = () => {
      const question = questions[Math.floor(random() * questions.length)] as ExamQuestion;
      const roll = random();
      const letter = question.alternatives[Math.floor(random() * question.alternatives.length)]?.letter ?? 'A';
      outbox.answer(question.id, roll < 0.1 ? null : letter, roll > 0.85);
    };

    const lost = new Map<string, AnswerWrite>();
    for (let run = 0; run < runs; run += 1) {
      const killAfter = 1 + Math.floor(random() * (answersPerRun - 1));
      for (let n = 0; n < answersPerRun; n += 1) {
        if (n === killAfter) {
          await sleep(Math.floor(random() * 15)); // lands before, during or after a request
          await server.kill();
          for (const write of lostAnswers(outbox.writes, await stored())) lost.set(write.key, write);
        }
        answerOne();
        await sleep(2 + Math.floor(random() * 8));
      }
      await server.start();
      outbox.retryNow();
      await outbox.drained();
    }

    // Hand-in after one more kill in the middle of it: the learner presses "Entregar" again after the restart.
    await outbox.drained();
    const submitting = call('POST', `/api/simulados/${simulado.id}/attempt/submit`, headers).catch(() => null);
    await sleep(Math.floor(random() * 20));
    await server.kill();
    await submitting;
    await server.start();
    const submitted = await call('POST', `/api/simulados/${simulado.id}/attempt/submit`, headers);
    await server.kill();

    const [final, logged] = await database.inspect(async (db) => {
      const attemptId = await attemptIdOf(db, simulado.id, email);
      return Promise.all([storedAnswers(db, attemptId), loggedAnswerCounts(db, attemptId)]);
    });
    const kept = lastWrites(outbox.writes);
    const acknowledged = outbox.writes.filter((write) => write.state === 'acknowledged');
    const duplicated = logged.reduce((sum, row) => sum + row.logged - 1, 0);
    const notDelivered = [...kept.values()].filter(
      (write) => !final.some((row) => row.question_id === write.questionId && row.idempotency_key === write.key),
    );
    console.log(
      `kill -9: ${runs + 1} runs, ${acknowledged.length} acknowledged, ${lost.size} lost, ${duplicated} duplicated ` +
        `(${outbox.writes.length} answers made, ${outbox.writes.filter((w) => w.state === 'replaced').length} ` +
        `replaced while queued, ${notDelivered.length} kept answers not delivered)`,
    );

    expect(submitted.status).toBe(200);
    expect(outbox.writes.length).toBeGreaterThanOrEqual(runs * answersPerRun);
    expect(outbox.writes.filter((write) => write.state === 'refused')).toEqual([]);
    expect([...lost.values()]).toEqual([]);
    expect(notDelivered).toEqual([]);
    expect(new Set(final.map((row) => row.question_id)).size).toBe(final.length);
    for (const row of final) {
      const write = kept.get(row.question_id);
      expect(row).toMatchObject({ alternative: write?.alternative, marked: write?.marked });
    }
    expect(duplicated).toBe(0);
    const answered = [...kept.values()].filter((write) => write.alternative !== null);
    expect(logged.map((row) => [row.question_id, row.alternative]).sort()).toEqual(
      answered.map((write) => [write.questionId, write.alternative]).sort(),
    );
  }, 900_000);
});
