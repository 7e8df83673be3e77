import type { FileStorage } from '../../storage/file-storage.ts';
import type { Database } from '../database.ts';

export interface SeedContext {
  /** Port the demo URLs (medmember_url, auth_url) point at. */
  port: number;
  /** Where the demo files go (handouts, covers, the demo video): the app's storage. */
  storage: FileStorage;
  /**
   * Whether aluno@ gets a demo study plan lived for a week (default true). API tests that seed turn it off: no test
   * but the seed's own reads those plans, and living the week costs seconds in each seeded test file.
   */
  plans?: boolean;
}

/** Adds one area's demo content; runs inside the seed transaction, in list order. */
export type Seeder = (db: Database, context: SeedContext) => Promise<void>;
