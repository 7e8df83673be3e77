import type { AccessItem, CurrentUserResponse, User } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { accessSummary, listUserAccesses, toAccessItem } from '../accesses/accesses.service.ts';
import { toUser } from './user.mappers.ts';
import { currentTermsVersion, listInstitutions } from './users.repository.ts';

/** The session's user on the wire, with whether they accepted the producer's current terms. */
export async function currentUser(db: Database, producerId: string, user: UserRow): Promise<User> {
  return toUser(user, await currentTermsVersion(db, producerId));
}

/** GET /api/user: the user, and the trial and paid access as they are now (an upgrade shows without a new login). */
export async function currentUserWithAccess(
  db: Database,
  producerId: string,
  user: UserRow,
): Promise<CurrentUserResponse> {
  const [current, accesses] = await Promise.all([
    currentUser(db, producerId, user),
    listUserAccesses(db, producerId, user.id),
  ]);
  return { user: current, ...accessSummary(accesses) };
}

/** The learner's accesses (purchases, grants, freemium), each active or not at `now`. */
export async function userAccessItems(
  db: Database,
  producerId: string,
  userId: string,
  now = Date.now(),
): Promise<AccessItem[]> {
  return (await listUserAccesses(db, producerId, userId)).map((row) => toAccessItem(row, now));
}

/** The institutions of the sign-up and profile forms, by name. */
export function institutionList(db: Database) {
  return listInstitutions(db);
}
