import { randomUUID } from 'node:crypto';
import type { Database } from '../../database.ts';
import { simuladoAnswers, simuladoAttempts } from '../../schema/index.ts';
import { insertChunks } from '../courses/insert-in-chunks.ts';
import type { SeededQuestion } from './demo-history.ts';

type Letter = 'A' | 'B' | 'C' | 'D' | 'E';
const letters: Letter[] = ['A', 'B', 'C', 'D', 'E'];
const minuteMs = 60_000;

export interface FinishedSimulado {
  id: number;
  questions: readonly SeededQuestion[];
  timeLimitMinutes: number;
  opensAt: Date;
  closesAt: Date;
}

export interface TakerAnswer {
  question: SeededQuestion;
  alternative: Letter;
  at: Date;
}

/** A letter a learner of `skill` (0–1) would choose: right with that chance, else one of the wrong ones. */
export function chosenLetter(question: SeededQuestion, skill: number, random: () => number): Letter {
  if (random() < skill) return question.correct;
  const wrong = letters.slice(0, question.alternatives).filter((letter) => letter !== question.correct);
  return wrong[Math.floor(random() * wrong.length)] ?? question.correct;
}

/**
 * Submitted attempts of the finished simulado: each taker of a skill between 0.35 and 0.9 started on some day
 * of the window, answered most questions and submitted before the time limit. Returns each taker's attempt and answers.
 */
export async function insertFinishedAttempts(
  db: Database,
  simulado: FinishedSimulado,
  takers: readonly { userId: string; skill: number }[],
  random: () => number,
): Promise<Map<string, { attemptId: number; answers: TakerAnswer[] }>> {
  const windowMs = simulado.closesAt.getTime() - simulado.opensAt.getTime() - simulado.timeLimitMinutes * minuteMs;
  const plans = takers.map(({ userId, skill }) => {
    const startedAt = new Date(simulado.opensAt.getTime() + Math.floor(random() * windowMs));
    const usedMs = Math.floor((0.55 + random() * 0.4) * simulado.timeLimitMinutes * minuteMs);
    const answers = simulado.questions.flatMap((question, index): TakerAnswer[] =>
      random() < 0.06
        ? []
        : [
            {
              question,
              alternative: chosenLetter(question, skill, random),
              at: new Date(startedAt.getTime() + ((index + 1) * usedMs) / (simulado.questions.length + 1)),
            },
          ],
    );
    const correct = simulado.questions.filter(
      (question) =>
        question.annulled ||
        answers.some((answer) => answer.question === question && answer.alternative === question.correct),
    ).length;
    return { userId, startedAt, submittedAt: new Date(startedAt.getTime() + usedMs), answers, correct };
  });
  const attempts = await db
    .insert(simuladoAttempts)
    .values(
      plans.map((plan) => ({
        simulado_id: simulado.id,
        user_id: plan.userId,
        started_at: plan.startedAt,
        deadline: new Date(plan.startedAt.getTime() + simulado.timeLimitMinutes * minuteMs),
        submitted_at: plan.submittedAt,
        correct: plan.correct,
        answered: plan.answers.length,
        score: Math.round((plan.correct / simulado.questions.length) * 1000),
      })),
    )
    .returning({ id: simuladoAttempts.id, user_id: simuladoAttempts.user_id });
  const attemptOf = new Map(attempts.map((attempt) => [attempt.user_id, attempt.id]));
  const answerRows = plans.flatMap((plan) =>
    plan.answers.map((answer) => ({
      attempt_id: attemptOf.get(plan.userId) as number,
      question_id: answer.question.id,
      alternative: answer.alternative,
      idempotency_key: randomUUID(),
      client_answered_at: answer.at,
      saved_at: answer.at,
    })),
  );
  await insertChunks(answerRows, (chunk) => db.insert(simuladoAnswers).values(chunk));
  return new Map(
    plans.map((plan) => [plan.userId, { attemptId: attemptOf.get(plan.userId) as number, answers: plan.answers }]),
  );
}
