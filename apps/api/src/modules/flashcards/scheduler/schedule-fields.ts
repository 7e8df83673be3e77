import type { FsrsStateNumber } from '../../../db/schema/memory.ts';

/** The scheduling fields of a memory item (memory_items columns), as ts-fsrs reads and writes them. */
export interface ScheduleFields {
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: FsrsStateNumber;
  last_review: Date | null;
}
