import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStorage } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { rawRows } from '../../raw-rows.ts';
import {
  lessonTasks,
  producers,
  questionAnswers,
  questions,
  questionTracks,
  simuladoAttempts,
  simulados,
  users,
  verticals,
} from '../../schema/index.ts';
import { seedDemo } from '../index.ts';
import { demoQuestionBank } from './demo-question-banks.ts';

describe('demo question-bank seed', () => {
  let database: TestDatabase;
  let producerRows: { id: string; slug: string; vertical: string }[];
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, { port: 3000, storage: testStorage() });
    producerRows = await database.db
      .select({ id: producers.id, slug: producers.slug, vertical: verticals.slug })
      .from(producers)
      .innerJoin(verticals, eq(producers.vertical_id, verticals.id));
  });
  afterAll(() => database.close());

  it("gives every producer its vertical's bank: every question, a subject tree of three levels or more, institutions, years and boards", async () => {
    for (const producer of producerRows) {
      const bank = demoQuestionBank(producer.vertical);
      const [row] = await database.db
        .select({ total: sql<number>`count(*)::int` })
        .from(questions)
        .where(eq(questions.producer_id, producer.id));
      expect(row?.total, producer.slug).toBe(bank?.questions.length);
      const types = await rawRows<{ type: number; depth: number }>(
        database.db,
        sql`select type, max(cardinality(path))::int as depth from question_categories where producer_id = ${producer.id} group by type order by type`,
      );
      expect(types.map((t) => t.type)).toEqual([1, 2, 3, 7]);
      expect(types.find((t) => t.type === 7)?.depth).toBeGreaterThanOrEqual(3);
      expect(types.filter((t) => t.type !== 7).every((t) => t.depth === 1)).toBe(true);
    }
  });

  it('creates the tracks and points the lessons’ question-track tasks at them', async () => {
    for (const producer of producerRows) {
      const tracks = await database.db
        .select({ id: questionTracks.id, size: sql<number>`cardinality(${questionTracks.question_ids})` })
        .from(questionTracks)
        .where(eq(questionTracks.producer_id, producer.id));
      expect(tracks.length).toBe(demoQuestionBank(producer.vertical)?.tracks.length);
      for (const track of tracks) expect(track.size).toBeGreaterThanOrEqual(6);
      const links = await database.db
        .select({ link: lessonTasks.link })
        .from(lessonTasks)
        .where(and(eq(lessonTasks.producer_id, producer.id), eq(lessonTasks.type, 'trilha_questoes')));
      const trackIds = new Set(tracks.map((track) => `/questoes/trilha/${track.id}`));
      for (const { link } of links) expect(trackIds.has(link ?? ''), `${producer.slug}: ${link}`).toBe(true);
    }
  });

  it('opens one simulado, finishes another with 42 takers (40 peers, aluno@ and professor@), and adds a one-minute one', async () => {
    for (const producer of producerRows) {
      const rows = await database.db.select().from(simulados).where(eq(simulados.producer_id, producer.id));
      const now = Date.now();
      const open = rows.filter((row) => row.opens_at.getTime() < now && row.closes_at.getTime() > now);
      const closed = rows.filter((row) => row.closes_at.getTime() < now);
      expect(open.map((row) => row.time_limit_minutes).sort()).toEqual([1, 120]);
      expect(closed).toHaveLength(1);
      const attempts = await database.db
        .select()
        .from(simuladoAttempts)
        .where(and(eq(simuladoAttempts.simulado_id, closed[0]?.id ?? 0), isNotNull(simuladoAttempts.submitted_at)));
      expect(attempts).toHaveLength(42);
      for (const attempt of attempts)
        expect(attempt.submitted_at!.getTime()).toBeLessThanOrEqual(attempt.deadline.getTime());
      // No question in two simulados: the open ones would hold back part of the finished one's answer key.
      const questionIds = rows.flatMap((row) => row.question_ids);
      expect(questionIds).toHaveLength(55);
      expect(new Set(questionIds).size).toBe(55);
    }
  });

  it("writes aluno@'s practice (answers, a session left half-way, a track started) and nothing for novo@", async () => {
    for (const producer of producerRows) {
      const count = async (email: string) => {
        const [row] = await database.db
          .select({ total: sql<number>`count(*)::int` })
          .from(questionAnswers)
          .innerJoin(users, eq(users.id, questionAnswers.user_id))
          .where(and(eq(users.producer_id, producer.id), eq(users.email, email)));
        return row?.total ?? 0;
      };
      expect(await count('aluno@medmember.dev')).toBeGreaterThan(60);
      expect(await count('novo@medmember.dev')).toBe(0);
    }
  });
});
