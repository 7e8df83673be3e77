import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { practiceSessions, questionAnswers, questionLearnerState, questionStats } from '../../schema/index.ts';
import { applyAnswerEffects } from '../../../modules/questions/answers/answer-effects.ts';
import { insertChunks } from '../courses/insert-in-chunks.ts';
import { chosenLetter } from './demo-attempts.ts';

type Letter = 'A' | 'B' | 'C' | 'D' | 'E';
const letters: Letter[] = ['A', 'B', 'C', 'D', 'E'];
const dayMs = 24 * 60 * 60 * 1000;

/** What the seed keeps of a written question. */
export interface SeededQuestion {
  id: number;
  correct: Letter;
  alternatives: number;
  annulled: boolean;
}

export interface HistoryAnswer {
  question: SeededQuestion;
  alternative: Letter;
  at: Date;
  mode: 'practice' | 'track' | 'simulado';
  practiceSessionId?: number;
  trackId?: number;
  attemptId?: number;
}

/**
 * The answers of learners who used the bank before the demo began (not rows: their first-answer statistics),
 * so every question shows peer shares and a difficulty. Easier and harder questions alike.
 */
export async function insertPeerStatistics(
  db: Database,
  seeded: readonly SeededQuestion[],
  random: () => number,
): Promise<void> {
  const rows = seeded.map((question) => {
    const answers = 30 + Math.floor(random() * 250);
    const correct = Math.round(answers * (0.3 + random() * 0.6));
    const counts = letters.map((letter) => (letter === question.correct ? correct : 0));
    for (let left = answers - correct; left > 0; left -= 1) {
      const wrong = letters.slice(0, question.alternatives).filter((letter) => letter !== question.correct);
      const index = letters.indexOf(wrong[Math.floor(random() * random() * wrong.length)] ?? question.correct);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    return { question_id: question.id, answers, correct: question.annulled ? answers : correct, letter_counts: counts };
  });
  await insertChunks(rows, (chunk) => db.insert(questionStats).values(chunk));
}

/** Writes a learner's answers (the log) and what they change (state, statistics), oldest first. */
export async function insertHistory(
  db: Database,
  userId: string,
  producerId: string,
  answers: readonly HistoryAnswer[],
): Promise<void> {
  const sorted = [...answers].sort((a, b) => a.at.getTime() - b.at.getTime());
  const correctOf = (answer: HistoryAnswer) =>
    answer.question.annulled || answer.alternative === answer.question.correct;
  await insertChunks(sorted, (chunk) =>
    db.insert(questionAnswers).values(
      chunk.map((answer) => ({
        producer_id: producerId,
        user_id: userId,
        question_id: answer.question.id,
        alternative: answer.alternative,
        correct: correctOf(answer),
        mode: answer.mode,
        practice_session_id: answer.practiceSessionId ?? null,
        track_id: answer.trackId ?? null,
        attempt_id: answer.attemptId ?? null,
        time_spent_ms: 40_000 + ((answer.question.id * 7919) % 80_000),
        idempotency_key: randomUUID(),
        answered_at: answer.at,
      })),
    ),
  );
  // In batches where each question appears once (one statement cannot upsert a row twice), oldest first.
  let batch: HistoryAnswer[] = [];
  const flush = () =>
    applyAnswerEffects(
      db,
      userId,
      batch.map((answer) => ({
        questionId: answer.question.id,
        alternative: answer.alternative,
        correct: correctOf(answer),
        answeredAt: answer.at,
      })),
    );
  for (const answer of sorted) {
    if (batch.some((queued) => queued.question.id === answer.question.id)) {
      await flush();
      batch = [];
    }
    batch.push(answer);
  }
  await flush();
}

/**
 * aluno@'s practice: three weeks of loose answers (about two in three right), a session of ten questions left
 * at the fifth, the first three questions of a track, and a few questions marked for review (one with a note).
 */
export async function insertLearnerPractice(
  db: Database,
  learner: { userId: string; producerId: string },
  bank: readonly SeededQuestion[],
  track: { id: number; questions: readonly SeededQuestion[] } | undefined,
  now: Date,
  random: () => number,
): Promise<void> {
  const published = bank.filter((question) => !question.annulled);
  const answers: HistoryAnswer[] = published.slice(0, 60).map((question, index) => ({
    question,
    alternative: chosenLetter(question, 0.68, random),
    at: new Date(now.getTime() - (21 - Math.floor(index / 3)) * dayMs + (index % 3) * 1_800_000),
    mode: 'practice',
  }));
  const sessionQuestions = published.slice(60, 70);
  const [session] = await db
    .insert(practiceSessions)
    .values({
      producer_id: learner.producerId,
      user_id: learner.userId,
      question_ids: sessionQuestions.map((question) => question.id),
      filter: { categories: [], status: [] },
      created_at: new Date(now.getTime() - dayMs),
    })
    .returning({ id: practiceSessions.id });
  sessionQuestions.slice(0, 4).forEach((question, index) =>
    answers.push({
      question,
      alternative: chosenLetter(question, 0.68, random),
      at: new Date(now.getTime() - dayMs + (index + 1) * 90_000),
      mode: 'practice',
      practiceSessionId: session?.id,
    }),
  );
  track?.questions.slice(0, 3).forEach((question, index) =>
    answers.push({
      question,
      alternative: chosenLetter(question, 0.68, random),
      at: new Date(now.getTime() - 2 * dayMs + index * 120_000),
      mode: 'track',
      trackId: track.id,
    }),
  );
  await insertHistory(db, learner.userId, learner.producerId, answers);
  const marked = published.filter((_, index) => index % 12 === 5).slice(0, 5);
  await db
    .insert(questionLearnerState)
    .values(
      marked.map((question, index) => ({
        user_id: learner.userId,
        question_id: question.id,
        marked: true,
        note: index === 0 ? 'Revisar antes da prova: confundi os critérios.' : null,
      })),
    )
    .onConflictDoUpdate({
      target: [questionLearnerState.user_id, questionLearnerState.question_id],
      set: { marked: true, note: sql`excluded.note` },
    });
}
