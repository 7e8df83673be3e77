import type { FlashcardSettings, FlashcardSettingsInput } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { MemorySettingsRow } from '../../../db/schema/memory.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { now } from '../../../clock/clock.ts';
import type { SchedulerSettings } from '../scheduler/fsrs-scheduler.ts';
import { countReviews, selectSettings, upsertSettings } from './settings.repository.ts';

/** Reviews after which (and after every further as many) the learner's own FSRS parameters are fitted. */
export const reviewsForFitting = 1_000;

/** A learner without a settings row studies with these (memory_settings' column defaults). */
export const defaultSettings: FlashcardSettingsInput = {
  desired_retention: 0.9,
  new_per_day: 20,
  max_reviews_per_day: 200,
  days_off: [],
};

/** What a day of study follows: the scheduler's settings and the daily limits. */
export interface StudySettings {
  scheduler: SchedulerSettings;
  newPerDay: number;
  maxReviewsPerDay: number;
}

/** `real` comes back as a float32 (0.8999999761…): round to the contract's precision. */
const retentionOf = (row: MemorySettingsRow) => Math.round(row.desired_retention * 1000) / 1000;

function inputOf(row: MemorySettingsRow | null): FlashcardSettingsInput {
  if (!row) return defaultSettings;
  return {
    desired_retention: retentionOf(row),
    new_per_day: row.new_per_day,
    max_reviews_per_day: row.max_reviews_per_day,
    days_off: [...row.days_off].sort((a, b) => a - b),
  };
}

export function studySettingsOf(row: MemorySettingsRow | null): StudySettings {
  const input = inputOf(row);
  const weights = row?.fsrs_weights?.length ? row.fsrs_weights : null;
  return {
    scheduler: { desiredRetention: input.desired_retention, weights, daysOff: input.days_off },
    newPerDay: input.new_per_day,
    maxReviewsPerDay: input.max_reviews_per_day,
  };
}

export async function loadStudySettings(db: Database, userId: string): Promise<StudySettings> {
  return studySettingsOf(await selectSettings(db, userId));
}

async function view(db: Database, userId: string, row: MemorySettingsRow | null): Promise<FlashcardSettings> {
  return {
    ...inputOf(row),
    personalized: (row?.fsrs_weights?.length ?? 0) > 0,
    review_count: await countReviews(db, userId),
    reviews_for_fitting: reviewsForFitting,
  };
}

/** GET /api/flashcards/settings: the learner's, or the defaults before they save any. */
export async function readFlashcardSettings(db: Database, learner: Learner): Promise<FlashcardSettings> {
  return view(db, learner.userId, await selectSettings(db, learner.userId));
}

/** PUT /api/flashcards/settings: replaces the four settings (days off deduplicated), keeps fitted parameters. */
export async function saveFlashcardSettings(
  db: Database,
  learner: Learner,
  input: FlashcardSettingsInput,
): Promise<FlashcardSettings> {
  const daysOff = [...new Set(input.days_off)].sort((a, b) => a - b);
  const row = await upsertSettings(db, learner.userId, { ...input, days_off: daysOff }, now());
  return view(db, learner.userId, row);
}
