import { and, eq, like } from 'drizzle-orm';
import { selectCaseContent } from '../../../modules/clinical-cases/case-content.repository.ts';
import { writeCase } from '../../../modules/clinical-cases/case-writer.ts';
import { missedOptionIds } from '../../../modules/clinical-cases/run/finish-choices.ts';
import { recordCaseMisses } from '../../../modules/flashcards/misses/case-misses.ts';
import type { Database } from '../../database.ts';
import { lessons, producers, questions, users, verticals } from '../../schema/index.ts';
import { resolveSubjects } from '../flashcards/subject-tree.ts';
import { seededRandom, seedOf } from '../questions/seeded-random.ts';
import type { Seeder } from '../seeder.ts';
import { caseInput, plainText, type CaseReferences } from './case-input.ts';
import type { DemoCase } from './demo-case-types.ts';
import { demoCases } from './demo-cases.ts';
import { insertCaseAttempts, type SeedAttempt } from './demo-attempts.ts';
import { peerChoices, type SeedStage } from './peer-choices.ts';

const learnerEmail = 'aluno@medmember.dev';
/** Other learners of each producer who finished every published case (the question seed's colegas). */
export const casePeerCount = 30;
const dayMs = 86_400_000;

async function caseProducers(db: Database) {
  return db
    .select({ id: producers.id, slug: producers.slug, vertical: verticals.slug, aluno: users.id })
    .from(producers)
    .innerJoin(verticals, eq(producers.vertical_id, verticals.id))
    .leftJoin(users, and(eq(users.producer_id, producers.id), eq(users.email, learnerEmail)))
    .orderBy(producers.slug);
}

async function references(db: Database, producerId: string, demos: readonly DemoCase[]): Promise<CaseReferences> {
  // One query after the other: the seed runs in one transaction, on one connection.
  const subjects = await resolveSubjects(
    db,
    producerId,
    demos.flatMap((demo) => demo.subjects),
  );
  const lessonRows = await db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .where(eq(lessons.producer_id, producerId));
  const questionRows = await db
    .select({ id: questions.id, statement: questions.statement })
    .from(questions)
    .where(and(eq(questions.producer_id, producerId), eq(questions.status, 'published')));
  return {
    producerId,
    subjects,
    lessons: new Map(lessonRows.map((row) => [row.title, row.id])),
    questions: questionRows.map((row) => ({ id: row.id, text: plainText(row.statement) })),
  };
}

/** The written stages with the demo's ratings and points, for the demo attempts. */
function seedStages(stageIds: readonly { id: number; optionIds: number[] }[], demo: DemoCase): SeedStage[] {
  return demo.stages.map((stage, index) => {
    const written = stageIds[index];
    const options =
      stage.kind === 'diagnosis'
        ? stage.hypotheses.map((hypothesis) => ({ ...hypothesis, expert_position: null }))
        : stage.options.map((option) => ({
            ...option,
            rating: option.correct ? ('essential' as const) : option.rating,
            differentialPoints: 0,
            expert_position: option.expertPosition ?? null,
          }));
    return {
      id: written?.id ?? 0,
      kind: stage.kind,
      options: options.map((option, position) => ({
        id: written?.optionIds[position] ?? 0,
        rating: option.rating,
        points: option.points,
        differential_points: option.differentialPoints,
        expert_position: option.expert_position,
      })),
    };
  });
}

interface SeededCase {
  id: number;
  maxScore: number;
  stages: SeedStage[];
}

/** aluno@: the first case in progress (two stages committed, a pick in the third), the next two finished. */
function learnerAttempts(userId: string, cases: readonly SeededCase[], now: Date, random: () => number): SeedAttempt[] {
  const [inProgress, ...finished] = cases;
  const attempts: SeedAttempt[] = finished.slice(0, 2).map((seeded, index) => ({
    userId,
    caseId: seeded.id,
    maxScore: seeded.maxScore,
    stages: seeded.stages,
    committed: peerChoices(seeded.stages, random, 0.45),
    startedAt: new Date(now.getTime() - (4 + index * 3) * dayMs),
    finished: true,
    countsForPeers: true,
  }));
  if (inProgress) {
    const choices = peerChoices(inProgress.stages, random, 0.6);
    attempts.push({
      userId,
      caseId: inProgress.id,
      maxScore: inProgress.maxScore,
      stages: inProgress.stages,
      committed: choices.slice(0, 2),
      current: choices[2]?.slice(0, 1),
      startedAt: new Date(now.getTime() - dayMs),
      finished: false,
      countsForPeers: false,
    });
  }
  return attempts;
}

/** A finished attempt's missed essentials and harmful choices go to the learner's memory, as the finish does. */
async function rememberMisses(db: Database, learner: { producerId: string; userId: string }, attempt: SeedAttempt) {
  const content = await selectCaseContent(db, learner.producerId, attempt.caseId);
  if (!content) return;
  const decisions = attempt.committed.flat().map((choice) => ({ ...choice, removed_at: null }));
  await recordCaseMisses(db, learner, {
    caseOptionIds: missedOptionIds(content, decisions),
    categoryId: content.categoryIds[0] ?? null,
    at: attempt.startedAt,
  });
}

function peerAttempts(peers: readonly string[], cases: readonly SeededCase[], now: Date, random: () => number) {
  return cases.flatMap((seeded) =>
    peers.map(
      (userId): SeedAttempt => ({
        userId,
        caseId: seeded.id,
        maxScore: seeded.maxScore,
        stages: seeded.stages,
        committed: peerChoices(seeded.stages, random, 0.15 + 0.8 * random()),
        startedAt: new Date(now.getTime() - (2 + Math.floor(random() * 58)) * dayMs - Math.floor(random() * dayMs)),
        finished: true,
        countsForPeers: true,
        summaryOnly: true,
      }),
    ),
  );
}

/**
 * The clinical cases of every producer from its vertical's demo cases (after the courses and the question bank:
 * subjects, lessons and questions are linked by name), then 30 peers' finished attempts of every published case and
 * aluno@'s own: one case in progress and two finished.
 */
export function createClinicalCaseSeeder(casesOf: (vertical: string) => readonly DemoCase[] | undefined): Seeder {
  return async (db) => {
    const now = new Date();
    for (const producer of await caseProducers(db)) {
      const demos = casesOf(producer.vertical);
      if (!demos || demos.length === 0) continue;
      const refs = await references(db, producer.id, demos);
      const seeded: SeededCase[] = [];
      for (const [position, demo] of demos.entries()) {
        const input = caseInput(demo, refs, position);
        const written = await writeCase(db, input);
        if (demo.draft) continue;
        const stages = seedStages(written.stages, demo);
        seeded.push({ id: written.id, maxScore: written.maxScore, stages });
      }
      const random = seededRandom(seedOf(`clinical-cases/${producer.slug}`));
      const peers = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.producer_id, producer.id), like(users.email, 'colega%')))
        .orderBy(users.email)
        .limit(casePeerCount);
      const attempts = peerAttempts(
        peers.map((peer) => peer.id),
        seeded,
        now,
        random,
      );
      const own = producer.aluno ? learnerAttempts(producer.aluno, seeded, now, random) : [];
      await insertCaseAttempts(db, producer.id, [...attempts, ...own]);
      for (const attempt of own.filter((candidate) => candidate.finished))
        await rememberMisses(db, { producerId: producer.id, userId: attempt.userId }, attempt);
    }
  };
}

/** The demo clinical cases of issue 15, nine per vertical (one a draft). */
export const seedClinicalCases: Seeder = createClinicalCaseSeeder(demoCases);
