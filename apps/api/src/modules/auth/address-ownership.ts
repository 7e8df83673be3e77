import type { UserRow } from '../../db/schema/index.ts';

/**
 * Whether the account's owner has proven that its current address is theirs: the account is confirmed and the
 * address was confirmed at or after its last change (a null `email_changed_at`: never changed since sign-up).
 * Only then may another account of the same address trust it (alternateVertical).
 */
export function ownsAddress(user: Pick<UserRow, 'status' | 'email_confirmed_at' | 'email_changed_at'>): boolean {
  if (user.status !== 'ativo' || !user.email_confirmed_at) return false;
  return !user.email_changed_at || user.email_confirmed_at.getTime() >= user.email_changed_at.getTime();
}
