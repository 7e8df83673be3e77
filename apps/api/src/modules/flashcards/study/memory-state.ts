import type { ItemState, MemoryState } from '@members/contract';
import type { MemoryItemRow } from '../../../db/schema/memory.ts';
import type { ScheduleFields } from '../scheduler/fsrs-scheduler.ts';

/** FSRS state numbers (0 New … 3 Relearning) as the contract names them. */
export const memoryStates: readonly MemoryState[] = ['new', 'learning', 'review', 'relearning'];

/** The scheduling fields of a stored item. */
export function scheduleOf(row: MemoryItemRow): ScheduleFields {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.last_review,
  };
}

/** A stored item as the review and undo answers show it. */
export function itemState(row: MemoryItemRow): ItemState {
  return {
    ref:
      row.question_id !== null
        ? { kind: 'question', question_id: row.question_id }
        : row.case_option_id !== null
          ? { kind: 'case', option_id: row.case_option_id }
          : { kind: 'card', card_id: row.flashcard_id ?? 0, ord: row.card_ord },
    state: memoryStates[row.state] ?? 'new',
    due: row.due.toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    reps: row.reps,
    lapses: row.lapses,
    last_review: row.last_review?.toISOString() ?? null,
  };
}
