import type { signUpRequestSchema } from '@members/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { NewUserRow, UserRow } from '../../db/schema/index.ts';
import { findUserByEmail, updateUser } from '../users/users.repository.ts';
import { retireUnusedTokens } from './one-time-tokens.repository.ts';
import { hashPassword } from './passwords.ts';
import { revokeOtherSessions } from './sessions.service.ts';
import { findAnyAccessOf, insertUserUnlessTaken } from './sign-up.repository.ts';

export type SignUpData = z.output<typeof signUpRequestSchema>;

/**
 * What sign-up did with the e-mail: registered an unconfirmed account (new, or an unconfirmed one taken over,
 * which gets a code), or left alone an account that is someone's already (its owner gets a password link).
 */
export type SignUpOutcome =
  | { kind: 'registered'; user: UserRow }
  | { kind: 'existing'; user: UserRow; firstAccess: boolean };

function accountFields(data: SignUpData, passwordHash: string) {
  return {
    nome: data.nome,
    password_hash: passwordHash,
    documento: data.documento ?? null,
    whatsapp: data.whatsapp ?? null,
    instituicao_ensino: data.instituicao_ensino ?? null,
    ano_residencia: data.anoResidencia ?? null,
    periodo: data.periodo ?? null,
  } satisfies Partial<NewUserRow>;
}

/** Profile data an unconfirmed account may have gathered; a takeover starts from a clean account. */
const clearedProfile = {
  apelido: null,
  instagram: null,
  image_path_avatar: null,
  terms_version_accepted: null,
  terms_accepted_at: null,
} satisfies Partial<NewUserRow>;

/** Whether an account holds something: confirmed, created by a purchase (no password yet), or with accesses. */
async function isSomeonesAccount(db: Database, user: UserRow): Promise<boolean> {
  if (user.status === 'ativo' || user.password_hash === null) return true;
  return (await findAnyAccessOf(db, user.id)) !== undefined;
}

/**
 * Registers a sign-up in a producer. Nobody can squat an address: an unconfirmed account that holds nothing
 * gets the new data and password, and its earlier codes and sessions end. An account that is someone's is not
 * touched. The password is hashed in every case, so the answer takes as long whatever the e-mail.
 */
export async function registerSignUp(db: Database, producerId: string, data: SignUpData): Promise<SignUpOutcome> {
  const passwordHash = await hashPassword(data.password);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await findUserByEmail(db, producerId, data.email);
    if (existing && (await isSomeonesAccount(db, existing))) {
      return { kind: 'existing', user: existing, firstAccess: existing.password_hash === null };
    }
    if (existing) {
      // Codes sent before stop working first: a code only ever confirms the data of the sign-up it was sent for.
      await retireUnusedTokens(db, existing.id, 'email_validation');
      const user = await updateUser(db, producerId, existing.id, {
        ...accountFields(data, passwordHash),
        ...clearedProfile,
      });
      await revokeOtherSessions(db, user.id, null);
      return { kind: 'registered', user };
    }
    const created = await insertUserUnlessTaken(db, {
      producer_id: producerId,
      email: data.email,
      status: 'pendente',
      ...accountFields(data, passwordHash),
    });
    if (created) return { kind: 'registered', user: created };
    // A parallel sign-up created the account first: treat it as existing.
  }
  throw new Error('sign-up: the account kept changing under a parallel sign-up');
}
