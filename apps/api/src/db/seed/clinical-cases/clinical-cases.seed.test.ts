import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStageKinds } from '@members/contract';
import { testStorage } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import {
  clinicalCaseAttempts,
  clinicalCases,
  clinicalCaseStages,
  clinicalCaseSubjects,
  memoryItems,
} from '../../schema/index.ts';
import { seededProducers, type SeededProducer } from '../flashcards/flashcard-seed-test-support.ts';
import { seedDemo } from '../index.ts';
import { casePeerCount } from './clinical-cases.seed.ts';
import { demoCases, demoCaseVerticals } from './demo-cases.ts';

describe('demo clinical cases: the data', () => {
  it.each(demoCaseVerticals)('%s: 8 published cases and a draft, every rule of the shape kept', (vertical) => {
    const cases = demoCases(vertical) ?? [];
    expect(cases.filter((demo) => !demo.draft)).toHaveLength(8);
    expect(cases.filter((demo) => demo.draft)).toHaveLength(1);
    const kinds = new Set(cases.flatMap((demo) => demo.stages.map((stage) => stage.kind)));
    expect([...kinds].sort()).toEqual([...caseStageKinds].sort());
    expect(new Set(cases.map((demo) => demo.difficulty)).size).toBe(3);
    for (const demo of cases) {
      expect(demo.stages.length, demo.title).toBeGreaterThanOrEqual(5);
      expect(demo.subjects.length, demo.title).toBeGreaterThan(0);
      for (const stage of demo.stages) {
        const where = `${demo.title} / ${stage.title}`;
        if (stage.kind === 'diagnosis') {
          expect(
            stage.hypotheses.some((hypothesis) => hypothesis.rating === 'essential'),
            where,
          ).toBe(true);
          continue;
        }
        if (stage.kind === 'question') {
          expect(
            stage.options.filter((option) => option.correct),
            where,
          ).toHaveLength(1);
          continue;
        }
        expect(
          stage.options.some((option) => option.rating === 'essential'),
          where,
        ).toBe(true);
        if (stage.kind !== 'management')
          for (const option of stage.options) expect(option.finding, `${where} / ${option.label}`).toBeTruthy();
        if (stage.kind === 'tests')
          for (const option of stage.options) {
            expect(option.costReais, `${where} / ${option.label}`).toBeGreaterThan(0);
            expect(option.turnaroundMinutes, `${where} / ${option.label}`).toBeGreaterThan(0);
          }
      }
    }
  });
});

describe('demo clinical cases: the seed', () => {
  let database: TestDatabase;
  let seeded: SeededProducer[];
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, { port: 3000, storage: testStorage() });
    seeded = await seededProducers(database.db);
  }, 240_000);
  afterAll(() => database.close());

  it("writes every producer's cases in order, with subjects, stages and the peers' finished attempts", async () => {
    const db = database.db;
    for (const producer of seeded) {
      const demos = demoCases(producer.vertical) ?? [];
      const rows = await db
        .select()
        .from(clinicalCases)
        .where(eq(clinicalCases.producer_id, producer.id))
        .orderBy(asc(clinicalCases.position));
      expect(rows.map((row) => [row.title, row.status])).toEqual(
        demos.map((demo) => [demo.title, demo.draft ? 'draft' : 'published']),
      );
      for (const row of rows.filter((candidate) => candidate.status === 'published')) {
        const where = `${producer.slug}: ${row.title}`;
        const subjects = await db.select().from(clinicalCaseSubjects).where(eq(clinicalCaseSubjects.case_id, row.id));
        expect(subjects.length, where).toBeGreaterThan(0);
        const stages = await db.select().from(clinicalCaseStages).where(eq(clinicalCaseStages.case_id, row.id));
        expect(stages.length, where).toBe(row.stage_count);
        const counting = await db
          .select()
          .from(clinicalCaseAttempts)
          .where(and(eq(clinicalCaseAttempts.case_id, row.id), eq(clinicalCaseAttempts.counts_for_peers, true)));
        expect(counting.length, where).toBeGreaterThanOrEqual(casePeerCount);
        expect(row.finished_count, where).toBe(counting.length);
        expect(row.lesson_ids.length + row.question_ids.length, where).toBeGreaterThan(0);
      }
    }
  });

  it('gives aluno@ one case in progress, two finished, and their misses in the memory queue', async () => {
    const db = database.db;
    for (const producer of seeded) {
      const attempts = await db
        .select()
        .from(clinicalCaseAttempts)
        .where(eq(clinicalCaseAttempts.user_id, producer.aluno));
      const open = attempts.filter((attempt) => attempt.finished_at === null);
      expect(open, producer.slug).toHaveLength(1);
      expect(open[0]?.stage_position).toBe(2);
      expect(attempts.filter((attempt) => attempt.finished_at !== null && attempt.counts_for_peers)).toHaveLength(2);
      const misses = await db
        .select()
        .from(memoryItems)
        .where(
          and(
            eq(memoryItems.user_id, producer.aluno),
            isNotNull(memoryItems.case_option_id),
            isNull(memoryItems.removed_at),
          ),
        );
      expect(misses.length, producer.slug).toBeGreaterThan(0);
    }
  });
});
