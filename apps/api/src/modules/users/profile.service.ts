import type { User } from '@members/contract';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { NewUserRow, UserRow } from '../../db/schema/index.ts';
import { emailChangeNeedsConfirmationError } from '../auth/auth.errors.ts';
import { updateUser } from './users.repository.ts';
import { currentUser } from './users.service.ts';

type ProfileChanges = z.output<typeof profileUpdateSchema>;

/** Wire field → column, for the fields a profile update may touch. */
const columns = {
  nome: 'nome',
  apelido: 'apelido',
  whatsapp: 'whatsapp',
  documento: 'documento',
  instagram: 'instagram',
  anoResidencia: 'ano_residencia',
  instituicao_ensino: 'instituicao_ensino',
  periodo: 'periodo',
} as const satisfies Partial<Record<keyof ProfileChanges, keyof NewUserRow>>;

/**
 * Applies a profile update (spec §4): fields not sent keep their value. `email` may only repeat the current
 * address: a new one is refused whatever it is (no word on whether another account uses it) and changes only
 * through the e-mail change flow (password, then a code sent to the new address: email-change.service.ts).
 * Answers the user as `GET /api/user` does.
 */
export async function updateProfile(
  db: Database,
  producerId: string,
  user: UserRow,
  changes: ProfileChanges,
): Promise<User> {
  const patch: Partial<NewUserRow> = {};
  for (const [field, column] of Object.entries(columns) as [
    keyof typeof columns,
    (typeof columns)[keyof typeof columns],
  ][]) {
    const value = changes[field];
    if (value !== undefined) Object.assign(patch, { [column]: value });
  }
  if (changes.email !== undefined && changes.email !== user.email) throw emailChangeNeedsConfirmationError();
  const updated = Object.keys(patch).length === 0 ? user : await updateUser(db, user.producer_id, user.id, patch);
  return currentUser(db, producerId, updated);
}
