import type { FileStorage } from '../../storage/file-storage.ts';
import type { Database } from '../database.ts';

export interface SeedContext {
  /** Port the demo URLs (medmember_url, auth_url) point at. */
  port: number;
  /** Where the demo files go (handouts, covers, the demo video): the app's storage. */
  storage: FileStorage;
}

/** Adds one area's demo content; runs inside the seed transaction, in list order. */
export type Seeder = (db: Database, context: SeedContext) => Promise<void>;
