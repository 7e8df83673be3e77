import type { Debrief } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCaseContent } from '../case-content.cache.ts';
import { attemptNotFoundError, caseNotFoundError, noFinishedAttemptError } from '../clinical-cases.errors.ts';
import { stageView } from '../stage-view.ts';
import { cachedCaseCatalog } from '../catalog/case-catalog.cache.ts';
import { caseSummary } from '../catalog/case-summary.ts';
import { learnerCaseState } from '../catalog/learner-case-states.ts';
import { flaggedChoice, sharePct, stageFlags, statementExcerpt, testsBill } from './debrief-flags.ts';
import {
  selectDebriefRows,
  selectLessonLinks,
  selectQuestionStatements,
  type LessonLinkRow,
} from './debrief.repository.ts';

/** Where a lesson is: its module page, which opens it (as flashcards link a card's lesson). */
const lessonLink = (row: LessonLinkRow) => ({
  id: row.id,
  title: row.title,
  link: `/${row.course_kind}/${row.course_id}/module/${row.module_id}`,
});

/**
 * The debrief of a finished attempt: every stage whole (all findings revealed) with the learner's picks and each
 * option's share of the peers' counting attempts, the essentials missed and the questionable choices with the
 * lessons that teach them, the expert's reasoning, references, related lessons and questions still in the
 * producer's content, and how many of the case's options are in the learner's memory queue.
 */
export async function caseDebrief(
  db: Database,
  learner: Learner,
  caseId: number,
  attemptId: number | undefined,
): Promise<Debrief> {
  const content = await cachedCaseContent(db, learner.producerId, caseId);
  const [catalog, rows] = await Promise.all([
    cachedCaseCatalog(db, learner.producerId),
    selectDebriefRows(db, learner.producerId, learner.userId, caseId, attemptId),
  ]);
  const { attempt, decisions, results, counters, peers } = rows;
  // The one named must be the learner's (another's answers 404 like a missing one) and finished.
  if (!attempt && attemptId !== undefined) throw attemptNotFoundError();
  if (!attempt?.finished_at) throw noFinishedAttemptError();
  const finishedAt = attempt.finished_at;
  const item = catalog.byId.get(caseId);
  if (!item) throw caseNotFoundError();
  const finished = peers.finished_count;
  const resultOf = new Map(results.map((result) => [result.stage_id, result]));
  const decisionsOf = (stageId: number) => decisions.filter((decision) => decision.stage_id === stageId);
  const flags = content.stages.map((stage) => ({ stage, ...stageFlags(stage, decisionsOf(stage.stage.id)) }));
  const flaggedLessonIds = flags.flatMap(({ missed, questionable }) =>
    [...missed, ...questionable].flatMap((option) => (option.lesson_id === null ? [] : [option.lesson_id])),
  );
  const [lessons, questions] = await Promise.all([
    selectLessonLinks(db, learner.producerId, [...new Set([...flaggedLessonIds, ...content.case.lesson_ids])]),
    selectQuestionStatements(db, learner.producerId, content.case.question_ids),
  ]);
  const lessonOf = (id: number | null) => {
    const row = id === null ? undefined : lessons.get(id);
    return row ? lessonLink(row) : null;
  };
  const bill = testsBill(content, decisions);
  return {
    case: caseSummary(item, rows.state ? learnerCaseState(rows.state) : undefined, peers),
    attempt: {
      id: attempt.id,
      started_at: attempt.started_at.toISOString(),
      finished_at: finishedAt.toISOString(),
      active_seconds: attempt.active_seconds,
      score: attempt.score,
      max_score: content.case.max_score,
      counts_for_peers: attempt.counts_for_peers,
      tests_cost_cents: bill.costCents,
      tests_minutes: bill.minutes,
    },
    stages: content.stages.map((stage) => ({
      ...stageView(stage, decisionsOf(stage.stage.id), resultOf.get(stage.stage.id) ?? null, true),
      peers: stage.options.map((option) => {
        const counter = counters.get(option.id);
        return {
          option_id: option.id,
          chosen_pct: sharePct(counter?.chosen_count ?? 0, finished),
          differential_pct:
            stage.stage.kind === 'diagnosis' ? sharePct(counter?.differential_count ?? 0, finished) : null,
        };
      }),
      peer_count: finished,
    })),
    missed_essentials: flags.flatMap(({ stage, missed }) =>
      missed.map((option) => flaggedChoice(stage, option, lessonOf(option.lesson_id))),
    ),
    questionable_choices: flags.flatMap(({ stage, questionable }) =>
      questionable.map((option) => flaggedChoice(stage, option, lessonOf(option.lesson_id))),
    ),
    expert_reasoning: content.case.expert_reasoning,
    references: content.case.references,
    related_lessons: content.case.lesson_ids.flatMap((id) => {
      const link = lessonOf(id);
      return link ? [link] : [];
    }),
    related_questions: content.case.question_ids.flatMap((id) => {
      const statement = questions.get(id);
      return statement === undefined ? [] : [{ id, statement_excerpt: statementExcerpt(statement) }];
    }),
    memory_items: rows.memoryItems,
  };
}
