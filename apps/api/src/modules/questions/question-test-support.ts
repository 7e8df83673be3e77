import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import {
  writeQuestionBank,
  type BankQuestionInput,
  type BankTrackInput,
  type WrittenBank,
} from '../../db/seed/questions/question-bank-writer.ts';

/** Helpers of the question-bank tests (not a test file): small banks of known shape for a producer of its own. */
export { createLearner, createProducer, type TestLearner } from '../courses/course-test-support.ts';

const subjects = [
  ['Clínica Médica', 'Cardiologia', 'Insuficiência cardíaca'],
  ['Clínica Médica', 'Cardiologia', 'Arritmias', 'Fibrilação atrial'],
  ['Clínica Médica', 'Nefrologia', 'Lesão renal aguda'],
  ['Cirurgia', 'Trauma', 'Atendimento inicial'],
] as const;
const institutions = ['USP-SP', 'UNIFESP', 'SUS-SP'] as const;
const boards = ['FUVEST', 'VUNESP'] as const;
const letters = ['A', 'B', 'C', 'D', 'E'] as const;

/**
 * Question `i` (0-based): subject `subjects[i % 4]`, institution `institutions[i % 3]`, year 2020 + (i % 5),
 * board `boards[i % 2]`, 4 alternatives (5 when i % 3 === 0), correct letter `letters[i % 4]`.
 */
export function sampleQuestion(i: number, overrides: Partial<BankQuestionInput> = {}): BankQuestionInput {
  const count = i % 3 === 0 ? 5 : 4;
  return {
    subject: subjects[i % subjects.length] as readonly string[],
    statement: `<p>Questão de teste número ${i + 1}: qual é a alternativa correta?</p>`,
    alternatives: Array.from({ length: count }, (_, index) => ({
      text: `Alternativa ${letters[index]} da questão ${i + 1}`,
      explanation: `Comentário da alternativa ${letters[index]}.`,
    })),
    correct: letters[i % 4] as BankQuestionInput['correct'],
    explanation: `Comentário geral da questão ${i + 1}.`,
    source: {
      institution: institutions[i % 3] as string,
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2020 + (i % 5),
      board: boards[i % 2] as string,
    },
    ...overrides,
  };
}

/** `count` sample questions (see sampleQuestion) written for the producer, with optional tracks. */
export async function createSampleBank(
  db: Database,
  producerId: string,
  count = 20,
  tracks: readonly BankTrackInput[] = [],
): Promise<WrittenBank> {
  return writeQuestionBank(
    db,
    producerId,
    Array.from({ length: count }, (_, i) => sampleQuestion(i)),
    tracks,
  );
}

/** The id of a category by its key (`7:Clínica Médica/Cardiologia`, `1:USP-SP`, `2:2021`, `3:FUVEST`). */
export function categoryId(bank: WrittenBank, key: string): number {
  const id = bank.categoryIds.get(key);
  if (id === undefined) throw new Error(`no category ${key}`);
  return id;
}

/** A valid answer body choosing `alternative` now, with a fresh idempotency key (override anything). */
export function answerPayload(alternative: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    alternative,
    idempotency_key: randomUUID(),
    answered_at: new Date().toISOString(),
    time_spent_ms: 1200,
    ...overrides,
  };
}
