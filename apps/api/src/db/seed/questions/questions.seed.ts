import { and, eq } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { lessonTasks, producers, simulados, users, verticals } from '../../schema/index.ts';
import type { Seeder } from '../seeder.ts';
import { demoBankInput } from './demo-bank-input.ts';
import { demoPeerCount, insertDemoPeers } from './demo-peers.ts';
import { insertFinishedAttempts } from './demo-attempts.ts';
import { insertHistory, insertLearnerPractice, insertPeerStatistics, type SeededQuestion } from './demo-history.ts';
import { demoQuestionBank } from './demo-question-banks.ts';
import type { DemoQuestionBank } from './demo-question-types.ts';
import { demoSimulados } from './demo-simulados.ts';
import { writeQuestionBank } from './question-bank-writer.ts';
import { seededRandom, seedOf } from './seeded-random.ts';

interface BankProducer {
  id: string;
  slug: string;
  vertical: string;
  specialty: string;
}

async function bankProducers(db: Database): Promise<BankProducer[]> {
  return db
    .select({ id: producers.id, slug: producers.slug, vertical: verticals.slug, specialty: verticals.nome_pt_br })
    .from(producers)
    .innerJoin(verticals, eq(producers.vertical_id, verticals.id))
    .orderBy(producers.slug);
}

async function demoAccount(db: Database, producerId: string, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.producer_id, producerId), eq(users.email, email)));
  return row?.id;
}

/** Lesson tasks link to `/questoes/trilha/<no>` of the demo content: point them at the tracks' real ids. */
async function linkLessonTasks(
  db: Database,
  producerId: string,
  tracks: readonly { no: number; id: number }[],
): Promise<void> {
  for (const track of tracks) {
    await db
      .update(lessonTasks)
      .set({ link: `/questoes/trilha/${track.id}` })
      .where(
        and(
          eq(lessonTasks.producer_id, producerId),
          eq(lessonTasks.type, 'trilha_questoes'),
          eq(lessonTasks.link, `/questoes/trilha/${track.no}`),
        ),
      );
  }
}

async function seedProducerBank(
  db: Database,
  producer: BankProducer,
  bank: DemoQuestionBank,
  now: Date,
): Promise<void> {
  const random = seededRandom(seedOf(producer.slug));
  const input = demoBankInput(bank);
  const written = await writeQuestionBank(db, producer.id, input.questions, input.tracks);
  const seeded: SeededQuestion[] = input.questions.map((question, index) => ({
    id: written.questionIds[index] as number,
    correct: question.correct,
    alternatives: question.alternatives.length,
    annulled: question.status === 'annulled',
  }));
  await linkLessonTasks(
    db,
    producer.id,
    input.tracks.map((track, index) => ({ no: track.no, id: written.trackIds[index] as number })),
  );
  await insertPeerStatistics(db, seeded, random);
  const plans = demoSimulados(producer.specialty, seeded.length, now);
  const rows = await db
    .insert(simulados)
    .values(
      plans.map((plan) => ({
        producer_id: producer.id,
        title: plan.title,
        description: plan.description,
        instructions: plan.instructions,
        time_limit_minutes: plan.timeLimitMinutes,
        opens_at: plan.opensAt,
        closes_at: plan.closesAt,
        question_ids: plan.questionIndexes.map((index) => seeded[index]?.id as number),
      })),
    )
    .returning({ id: simulados.id });
  const finished = plans.findIndex((plan) => plan.key === 'finished');
  const finishedPlan = plans[finished];
  const aluno = await demoAccount(db, producer.id, 'aluno@medmember.dev');
  const professor = await demoAccount(db, producer.id, 'professor@medmember.dev');
  if (finishedPlan) {
    const peers = await insertDemoPeers(db, producer.id);
    const takers = [
      ...peers.map((userId, index) => ({ userId, skill: 0.35 + (0.55 * index) / (demoPeerCount - 1) })),
      ...(aluno ? [{ userId: aluno, skill: 0.7 }] : []),
      ...(professor ? [{ userId: professor, skill: 0.85 }] : []),
    ];
    const simulado = {
      id: rows[finished]?.id as number,
      questions: finishedPlan.questionIndexes.map((index) => seeded[index] as SeededQuestion),
      timeLimitMinutes: finishedPlan.timeLimitMinutes,
      opensAt: finishedPlan.opensAt,
      closesAt: finishedPlan.closesAt,
    };
    const taken = await insertFinishedAttempts(db, simulado, takers, random);
    for (const userId of [aluno, professor]) {
      const attempt = userId ? taken.get(userId) : undefined;
      if (userId && attempt)
        await insertHistory(
          db,
          userId,
          producer.id,
          attempt.answers.map((answer) => ({ ...answer, mode: 'simulado' as const, attemptId: attempt.attemptId })),
        );
    }
  }
  const firstTrack = input.tracks[0];
  const track = firstTrack
    ? {
        id: written.trackIds[0] as number,
        questions: firstTrack.questionIndexes.map((index) => seeded[index] as SeededQuestion),
      }
    : undefined;
  if (aluno) await insertLearnerPractice(db, { userId: aluno, producerId: producer.id }, seeded, track, now, random);
}

/**
 * The question bank of every producer from its vertical's demo bank: categories, questions, tracks (and the
 * lesson tasks that link to them), peer statistics, three simulados (one finished, taken by 40 other learners,
 * aluno@ and professor@), and aluno@'s practice history.
 */
function createQuestionSeeder(bankOf: (vertical: string) => DemoQuestionBank | undefined): Seeder {
  return async (db) => {
    const now = new Date();
    for (const producer of await bankProducers(db)) {
      const bank = bankOf(producer.vertical);
      if (bank) await seedProducerBank(db, producer, bank, now);
    }
  };
}

/** The demo question banks of issue 5, one per vertical. */
export const seedQuestions: Seeder = createQuestionSeeder(demoQuestionBank);
