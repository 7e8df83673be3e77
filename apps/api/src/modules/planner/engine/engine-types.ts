/**
 * The planner engine's inputs and outputs (issue 16). The engine is pure: no database, no clock, no randomness;
 * days are study-day numbers (days since 1970-01-01, São Paulo; `study-day.ts`), minutes are integers. The same
 * inputs give the same plan.
 */
import type { PlannerActivityKind } from '@members/contract';

/** A piece of work the plan places once: a lesson, a question session, a case, a simulado. */
export interface WorkUnit {
  /** Stable name of the work (`lesson:12`, `questions:45:2`, `case:7`, `simulado:3`, `simulado-livre:4`, `review:3`). */
  key: string;
  kind: PlannerActivityKind;
  title: string;
  /** Whole minutes, at least 1. */
  minutes: number;
  /** The grande área it counts for (weights and shares), null when it has none (a course's lesson, a mixed review). */
  subjectId: number | null;
  subject: string | null;
  /**
   * Units of one stream keep their order (a course's lessons, a subject's sessions): a later one is never placed on
   * an earlier day than the one before it.
   */
  stream: string;
  /** Position within its stream. */
  order: number;
  /** Where the activity leads (the contract's activity target, live fields left out). */
  target: Record<string, unknown>;
}

/** A simulado the cadence may place: available from `opensDay` to `closesDay` (inclusive). */
export interface SimuladoCandidate {
  unit: WorkUnit;
  opensDay: number;
  closesDay: number;
}

/** Reviews due on a day (the FSRS forecast): flashcards and error-notebook items. */
export interface DueReviews {
  day: number;
  flashcards: number;
  errors: number;
}

export interface PlanInput {
  /** The first day the plan may place work on: max(start, today). */
  firstDay: number;
  /** The exam day; nothing is placed on it or after it. */
  examDay: number;
  /**
   * The plan's own first day (its start date), when it began before `firstDay` (a re-plan): the review weeks' length
   * counts from it, so they stay put as the exam nears. Default: `firstDay`.
   */
  startDay?: number;
  /** Minutes available on each day from `firstDay` to `examDay - 1` (index 0 is `firstDay`); 0: a day off. */
  available: number[];
  /** Content units (lessons, question sessions, cases), in no particular order. */
  units: WorkUnit[];
  /** Weight of each stream (incidence × weakness for a subject's sessions; the mean weight for a course), > 0. */
  streamWeights: Record<string, number>;
  /** Simulados on offer (empty: the cadence uses `simuladoLivre`), and the free simulado's maker. */
  simulados: SimuladoCandidate[];
  /** When true, a cadence slot with no simulado available gets a simulado livre of `simuladoLivreQuestions`. */
  includeSimulados: boolean;
  simuladoLivreQuestions: number;
  /** Review sessions for the review weeks, in the order to place them (weakest subjects first); placed cyclically. */
  reviewUnits: WorkUnit[];
  /** The forecast of due reviews by day (days missing: `steadyReviews`); empty when reviews are not included. */
  dueReviews: DueReviews[];
  steadyReviews: { flashcards: number; errors: number } | null;
}

/** A unit placed on a day. */
export interface PlannedActivity {
  key: string;
  kind: PlannerActivityKind;
  title: string;
  minutes: number;
  subjectId: number | null;
  subject: string | null;
  target: Record<string, unknown>;
  day: number;
  /** Order within the day, from 0. */
  position: number;
}

export interface PlanOutput {
  activities: PlannedActivity[];
  /** Units that did not fit before the exam, least weight first. */
  leftOut: WorkUnit[];
  /** Minutes the available time lacks to hold every content unit; null when everything fits. */
  shortfallMinutes: number | null;
  /** The first day of the review weeks (no new content from it on); equals `examDay` when there are none. */
  reviewFrom: number;
}

/** An activity as it stands in a plan, for a re-plan. */
export interface ExistingActivity {
  id: number;
  key: string;
  kind: PlannerActivityKind;
  title: string;
  minutes: number;
  subjectId: number | null;
  subject: string | null;
  target: Record<string, unknown>;
  day: number;
  position: number;
  status: 'pending' | 'done' | 'skipped';
  /** The study day it was done, when done. */
  doneDay: number | null;
}

export interface ReplanInput {
  /** Today: nothing moves before it. */
  today: number;
  /** The plan's inputs, gathered again from today (content done elsewhere no longer in `units`). */
  plan: PlanInput;
  existing: ExistingActivity[];
}

export interface ActivityMove {
  id: number;
  title: string;
  from: number;
  /** null: it no longer fits before the exam. */
  to: number | null;
}

export interface ReplanOutput {
  /** The plan from today on: existing activities keep their key (and their id when they stay). */
  plan: PlanOutput;
  /** Pending activities of earlier days, and of later days that changed day. */
  moves: ActivityMove[];
}
