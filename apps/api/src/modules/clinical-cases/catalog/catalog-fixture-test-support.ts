import type { Database } from '../../../db/database.ts';
import type { WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { learnerClient, type LearnerClient } from '../../courses/course-test-support.ts';
import { categoryId, createLearner, createProducer, createSampleBank } from '../../questions/question-test-support.ts';
import { writeSampleCase } from '../case-test-support.ts';
import type { WrittenCase } from '../case-writer.ts';
import { writeSampleAttempt } from './case-read-test-support.ts';

/**
 * The read tests' world (not a test file): a producer with the sample question bank's subject tree and four
 * published cases (plus a draft), another producer with one case; Ana has finished case 0 and is on stage 2 of
 * case 1; Bruno has done nothing.
 */
export interface CatalogFixture {
  producerId: string;
  bank: WrittenBank;
  cases: WrittenCase[];
  draft: WrittenCase;
  foreign: WrittenCase;
  ana: LearnerClient;
  anaId: string;
  bruno: LearnerClient;
  brunoId: string;
  /** Ana's attempts: the finished one on case 0 and the open one on case 1. */
  anaFinished: number;
  anaOpen: number;
}

/** Each case's subjects (keys of the sample bank's type-7 tree), difficulty, minutes and title. */
export const fixtureCases = [
  {
    title: 'Dor torácica no pronto-socorro',
    subject: 'Clínica Médica/Cardiologia/Insuficiência cardíaca',
    difficulty: 'medium',
    minutes: 20,
  },
  {
    title: 'Palpitações em idoso',
    subject: 'Clínica Médica/Cardiologia/Arritmias/Fibrilação atrial',
    difficulty: 'easy',
    minutes: 10,
  },
  {
    title: 'Lesão renal após cirurgia',
    subject: 'Clínica Médica/Nefrologia/Lesão renal aguda',
    difficulty: 'hard',
    minutes: 40,
  },
  { title: 'Politrauma na rodovia', subject: 'Cirurgia/Trauma/Atendimento inicial', difficulty: 'medium', minutes: 25 },
] as const;

export async function catalogFixture(ctx: TestApp): Promise<CatalogFixture> {
  const db: Database = ctx.database.db;
  const producerId = (await createProducer(db)).id;
  const bank = await createSampleBank(db, producerId, 8);
  const cases: WrittenCase[] = [];
  for (const [position, item] of fixtureCases.entries()) {
    cases.push(
      await writeSampleCase(db, producerId, {
        title: item.title,
        difficulty: item.difficulty,
        estimatedMinutes: item.minutes,
        categoryIds: [categoryId(bank, `7:${item.subject}`)],
        position,
      }),
    );
  }
  const draft = await writeSampleCase(db, producerId, { title: 'Caso em rascunho', status: 'draft', position: 9 });
  const otherProducer = (await createProducer(db, 'Outro produtor')).id;
  const foreign = await writeSampleCase(db, otherProducer, { title: 'Caso de outro produtor' });
  const anaLearner = await createLearner(db, producerId, 'Ana');
  const brunoLearner = await createLearner(db, producerId, 'Bruno');
  const anaId = anaLearner.user.id;
  const finished = await writeSampleAttempt(db, {
    producerId,
    userId: anaId,
    written: cases[0] as WrittenCase,
    picks: [[[0]], [[0]], [[0]], [[0, 'main']], [[0], [1]], [[0]]],
    finished: true,
    countsForPeers: true,
    at: new Date(Date.now() - 3_600_000),
  });
  const open = await writeSampleAttempt(db, {
    producerId,
    userId: anaId,
    written: cases[1] as WrittenCase,
    picks: [[[0]], [[1]]],
  });
  return {
    producerId,
    bank,
    cases,
    draft,
    foreign,
    ana: learnerClient(ctx, anaLearner),
    anaId,
    bruno: learnerClient(ctx, brunoLearner),
    brunoId: brunoLearner.user.id,
    anaFinished: finished.id,
    anaOpen: open.id,
  };
}
