import type { Database } from '../../db/database.ts';
import { pingDatabase } from './health.repository.ts';
import { withTimeout } from './with-timeout.ts';

/** A database that does not answer within this time counts as down for readiness. */
const databaseCheckTimeoutMs = 2000;

/** Settles when the database answers `select 1` in time; rejects with why not (an error, or the timeout). */
export function checkDatabase(db: Database, timeoutMs = databaseCheckTimeoutMs): Promise<void> {
  return withTimeout(pingDatabase(db), timeoutMs);
}
