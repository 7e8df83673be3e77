import type { QueueItem } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import { pathRefs } from '../../questions/category-catalog.ts';
import { loadQuestionContents } from '../../questions/question-content.ts';
import { statsOf } from '../../questions/question-dynamics.ts';
import { questionView } from '../../questions/question-view.ts';
import { caseItemView } from '../cards/case-item-view.ts';
import { cardView } from '../cards/card-view.ts';
import { selectCardNotes } from '../cards/cards.repository.ts';
import { nextIntervals, type ScheduleFields, type SchedulerSettings } from '../scheduler/fsrs-scheduler.ts';
import { studyDayStart } from '../study-day.ts';
import { memoryStates } from './memory-state.ts';
import { selectCaseItems } from './case-items.repository.ts';
import { selectQuestionDynamicsRows } from './question-items.repository.ts';

/** An item to show: a card side or a question, with its schedule (null: a new card, shown due today). */
export interface PendingItem {
  cardId: number | null;
  ord: number;
  questionId: number | null;
  /** A clinical case's option (a missed essential step or a harmful choice), shown as a card. */
  caseOptionId: number | null;
  /** The item's subject, for a case item (cards and questions carry their own). */
  categoryId?: number | null;
  schedule: ScheduleFields | null;
}

/**
 * The queue's items as the contract shapes them, loading every card and question of the batch in one query each
 * (the catalog is cached); items whose card or question is gone (or is a draft) are dropped.
 */
export async function queueItems(
  db: Database,
  learner: Learner,
  pending: readonly PendingItem[],
  settings: SchedulerSettings,
  at: Date,
): Promise<QueueItem[]> {
  const cardIds = [...new Set(pending.flatMap((item) => (item.cardId === null ? [] : [item.cardId])))];
  const questionIds = [...new Set(pending.flatMap((item) => (item.questionId === null ? [] : [item.questionId])))];
  const caseOptionIds = pending.flatMap((item) => (item.caseOptionId === null ? [] : [item.caseOptionId]));
  const [catalog, notes, contents, dynamics, caseItems] = await Promise.all([
    cachedCategoryCatalog(db, learner.producerId),
    selectCardNotes(db, learner.producerId, cardIds),
    loadQuestionContents(db, learner.producerId, questionIds),
    selectQuestionDynamicsRows(db, learner.userId, questionIds),
    selectCaseItems(db, learner.producerId, caseOptionIds),
  ]);
  const dynamicsById = new Map(dynamics.map((row) => [row.question_id, row]));
  return pending.flatMap((item): QueueItem[] => {
    const schedule = item.schedule;
    const common = {
      state: memoryStates[schedule?.state ?? 0] ?? 'new',
      due: (schedule?.due ?? studyDayStart(at)).toISOString(),
      reps: schedule?.reps ?? 0,
      lapses: schedule?.lapses ?? 0,
      next: nextIntervals(schedule, at, settings),
    };
    if (item.caseOptionId !== null) {
      const row = caseItems.get(item.caseOptionId);
      if (!row) return [];
      const path = item.categoryId == null ? [] : (catalog.byId.get(item.categoryId)?.path ?? []);
      return [
        {
          ref: { kind: 'case', option_id: row.option_id },
          ...common,
          subjects: pathRefs(catalog, path),
          card: caseItemView(row),
          question: null,
        },
      ];
    }
    if (item.cardId !== null) {
      const note = notes.get(item.cardId);
      if (!note) return [];
      const path = note.category_id === null ? [] : (catalog.byId.get(note.category_id)?.path ?? []);
      return [
        {
          ref: { kind: 'card', card_id: note.id, ord: item.ord },
          ...common,
          subjects: pathRefs(catalog, path),
          card: cardView(note, item.ord),
          question: null,
        },
      ];
    }
    const content = item.questionId === null ? undefined : contents.get(item.questionId);
    if (!content || content.status === 'draft') return [];
    const row = dynamicsById.get(content.id);
    const view = questionView(content, catalog, {
      stats: statsOf(row),
      marked: row?.marked ?? false,
      note: row?.note ?? null,
    });
    return [
      {
        ref: { kind: 'question', question_id: content.id },
        ...common,
        subjects: view.subjects,
        card: null,
        question: view,
      },
    ];
  });
}
