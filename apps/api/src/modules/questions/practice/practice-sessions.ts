import type { PracticeSession, SessionQuestion } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { countBits } from '../facets/facet-bitset.ts';
import { matchingBits, type FacetFilter } from '../facets/facet-counts.ts';
import { itemProgress } from '../item-progress.ts';
import { openSimuladoQuestions, withoutHeld, type OpenSimuladoQuestions } from '../open-simulado-questions.ts';
import { positionQuestion } from '../position-question.ts';
import { drawQuestionIds } from './practice-draw.ts';
import { learnerPracticeSession } from './practice-session.cache.ts';
import {
  insertPracticeSession,
  practiceSessionPage,
  sessionAnswers,
  type PracticeSessionRow,
} from './practice-sessions.repository.ts';
import { learnerIndex } from '../facets/question-counts.ts';
import { filterEmptyError } from '../questions.errors.ts';

/** A session's questions a learner may open now: a session drawn before a simulado took some leaves them out until it closes. */
async function practisableSession(db: Database, learner: Learner, sessionId: number): Promise<PracticeSessionRow> {
  const [row, held] = await Promise.all([
    learnerPracticeSession(db, learner, sessionId),
    openSimuladoQuestions(db, learner.producerId),
  ]);
  return { ...row, question_ids: withoutHeld(row.question_ids, held) };
}

function sessionView(
  row: PracticeSessionRow,
  answers: ReadonlyMap<number, boolean> = new Map(),
  held?: OpenSimuladoQuestions,
): PracticeSession {
  const questionIds = held ? withoutHeld(row.question_ids, held) : row.question_ids;
  return { id: row.id, created_at: row.created_at.toISOString(), ...itemProgress(questionIds, answers) };
}

/** Draws up to `size` random questions matching the filter; 422 when none does. */
export async function createPracticeSession(
  db: Database,
  learner: Learner,
  filter: FacetFilter,
  size: number,
): Promise<PracticeSession> {
  const { index, bits } = await learnerIndex(db, learner);
  const matching = matchingBits(index, filter, bits);
  if ((matching === null ? index.questionIds.length : countBits(matching)) === 0) throw filterEmptyError();
  const questionIds = drawQuestionIds(index.questionIds, matching, size);
  return sessionView(await insertPracticeSession(db, learner, questionIds, filter));
}

export async function practiceSessionDetail(
  db: Database,
  learner: Learner,
  sessionId: number,
): Promise<PracticeSession> {
  const row = await practisableSession(db, learner, sessionId);
  const answers = await sessionAnswers(db, [row.id]);
  return sessionView(row, answers.get(row.id));
}

/** The learner's sessions, newest first, a page at a time (summaries without items). */
export async function listPracticeSessions(db: Database, learner: Learner, page: number, perPage: number) {
  const { rows, total: totalResults } = await practiceSessionPage(db, learner, page, perPage);
  const [answers, held] = await Promise.all([
    sessionAnswers(
      db,
      rows.map((row) => row.id),
    ),
    openSimuladoQuestions(db, learner.producerId),
  ]);
  return {
    page,
    total_pages: Math.ceil(totalResults / perPage),
    total_results: totalResults,
    results: rows.map((row) => {
      const { items: _items, ...summary } = sessionView(row, answers.get(row.id), held);
      return summary;
    }),
  };
}

/** The question at a 1-based position of the learner's session, with their answer there. */
export async function practiceSessionQuestionAt(
  db: Database,
  learner: Learner,
  sessionId: number,
  position: number,
): Promise<SessionQuestion> {
  const session = await practisableSession(db, learner, sessionId);
  return positionQuestion(db, learner, session.question_ids, position, { practiceSessionId: session.id });
}
