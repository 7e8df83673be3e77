import type { Database } from '../database.ts';
import type { SeedContext, Seeder } from './seeder.ts';
import { clearTenancyCache } from '../../modules/tenancy/tenancy.cache.ts';
import { seedAccounts } from './accounts/accounts.seed.ts';
import { seedAssistantIndex } from './assistant/assistant-index.seed.ts';
import { seedAssistantSettings } from './assistant/assistant-settings.seed.ts';
import { seedClinicalCases } from './clinical-cases/clinical-cases.seed.ts';
import { seedCourses } from './courses/courses.seed.ts';
import { seedFlashcards } from './flashcards/flashcards.seed.ts';
import { seedOffers } from './offers/offers.seed.ts';
import { seedPlanner } from './planner/planner.seed.ts';
import { seedQuestions } from './questions/questions.seed.ts';
import { seedTenancy } from './tenancy/tenancy.seed.ts';

/** Demo content, in dependency order. Later issues append their seeder (own file) here. */
const seeders: readonly Seeder[] = [
  seedTenancy,
  seedAccounts,
  seedCourses,
  seedOffers,
  seedQuestions,
  seedFlashcards,
  seedClinicalCases,
  seedPlanner,
  seedAssistantSettings,
  seedAssistantIndex,
];

/** Writes all demo content in one transaction. */
export async function seedDemo(db: Database, context: SeedContext): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seeder of seeders) await seeder(tx, context);
  });
  clearTenancyCache(db);
}

export type { SeedContext } from './seeder.ts';
