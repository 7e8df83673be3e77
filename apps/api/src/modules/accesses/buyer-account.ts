import type { UserRow } from '../../db/schema/index.ts';
import type { Database } from '../../db/database.ts';
import { findUserByEmail, insertBuyer } from './buyer-account.repository.ts';

export interface Buyer {
  /** Lower-cased and trimmed. */
  email: string;
  nome: string;
  cpf?: string | null;
  phone?: string | null;
}

/**
 * The buyer's account at the producer, matched by e-mail, or created without a password (`pendente`: the
 * first-access link proves the address and sets the password; /auth/password-reset-selfcheckout). Nothing of an
 * existing account is changed by a purchase: whoever types someone's e-mail at a checkout buys for them, and learns
 * nothing about the account. `created` says whether the first-access e-mail should go out.
 */
export async function findOrCreateBuyer(
  db: Database,
  producerId: string,
  buyer: Buyer,
): Promise<{ user: UserRow; created: boolean }> {
  const email = buyer.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, producerId, email);
  if (existing) return { user: existing, created: false };
  const created = await insertBuyer(db, {
    producerId,
    email,
    nome: buyer.nome.trim() || email,
    cpf: buyer.cpf ?? null,
    phone: buyer.phone ?? null,
  });
  if (created) return { user: created, created: true };
  const twin = await findUserByEmail(db, producerId, email);
  if (!twin) throw new Error('buyer account vanished between insert and read');
  return { user: twin, created: false };
}
