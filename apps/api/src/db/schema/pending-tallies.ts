import { sql } from 'drizzle-orm';
import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { questions } from './questions.ts';

/*
 * Counters every learner's write would otherwise update in place (issue 19): on a simulado night thousands of
 * hand-ins a minute add to the same questions' statistics and the same scores' counts, and each waited for the
 * row locks of the one before until its commit. A hand-in now appends its deltas here, rows nobody else writes,
 * and a recurring job (simulados/tally-folder.ts) folds them into the counters in one statement each
 * (foldPendingStats, foldPendingScoreCounts). No keys: the fold takes every row, and an append writes as little
 * as it can (the takers' pending rows have an index, for the readers).
 */

/** First answers from hand-ins, per question, not yet added to question_stats (folded about every second). */
export const questionStatsPending = pgTable('question_stats_pending', {
  question_id: integer()
    .notNull()
    .references(() => questions.id, { onDelete: 'cascade' }),
  answers: integer().notNull(),
  correct: integer().notNull(),
  letter_counts: integer().array().notNull().default(sql`ARRAY[0,0,0,0,0]`),
});

/**
 * Changes to simulado_score_counts not yet folded into it: +1 when an attempt is counted under a score, −1 when it
 * stops being (the attempts' trigger writes them). Readers add them to the counts, so the takers are exact at once.
 * No foreign key: a simulado's deletion cascades to its attempts, whose trigger then writes −1 rows for it; the
 * fold drops the rows of simulados that are gone.
 */
export const simuladoScoreCountsPending = pgTable(
  'simulado_score_counts_pending',
  {
    simulado_id: integer().notNull(),
    /** Tenths of a percent, as simulado_attempts.score. */
    score: integer().notNull(),
    takers: integer().notNull(),
  },
  (table) => [index('simulado_score_counts_pending_simulado_idx').on(table.simulado_id)],
);
