import type { LoginResponse } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { ProducerRow, UserRow } from '../../db/schema/index.ts';
import { accessSummary, listUserAccesses } from '../accesses/accesses.service.ts';
import { toProducerBranding } from '../tenancy/tenancy.mappers.ts';
import { toUser } from '../users/user.mappers.ts';
import { currentTermsVersion } from '../users/users.repository.ts';

/** What every way in answers: user, producer branding, token, roles, permissions and access data. */
export async function buildLoginResponse(
  db: Database,
  user: UserRow,
  producer: ProducerRow,
  token: string,
): Promise<LoginResponse> {
  const [termsVersion, accesses] = await Promise.all([
    currentTermsVersion(db, producer.id),
    listUserAccesses(db, producer.id, user.id),
  ]);
  return {
    user: toUser(user, termsVersion),
    produtor: toProducerBranding(producer),
    token,
    roles: user.roles,
    permissions: permissionsOf(user),
    ...accessSummary(accesses),
  };
}

/** Permissions follow from roles; professors may also answer learners' questions. */
export function permissionsOf(user: Pick<UserRow, 'roles' | 'is_professor'>): string[] {
  const permissions = ['estudar'];
  if (user.is_professor || user.roles.includes('professor')) permissions.push('responder_duvidas');
  return permissions;
}
