import type { AccessItem } from '@members/contract';
import type { FreemiumGrant } from '../../lib/access/freemium-offer.ts';

export type AccessState = 'active' | 'expired' | 'upcoming';

/** Active as the API says; otherwise expired once its end date has passed, else not started yet. */
export function accessState(
  access: Pick<AccessItem, 'ativo' | 'data_inicio' | 'data_fim_acesso'>,
  now = Date.now(),
): AccessState {
  if (access.ativo) return 'active';
  if (access.data_fim_acesso && Date.parse(access.data_fim_acesso) <= now) return 'expired';
  return Date.parse(access.data_inicio) > now ? 'upcoming' : 'expired';
}

export type AccessAction = 'renew' | 'upgrade' | 'product';

/** What the purchase link of an access offers: renew an expired one, upgrade a freemium, else the product page. */
export function accessAction(
  access: Pick<AccessItem, 'tipo' | 'purchase_url'>,
  state: AccessState,
): AccessAction | null {
  if (!access.purchase_url) return null;
  if (state === 'expired') return 'renew';
  return access.tipo === 'freemium' ? 'upgrade' : 'product';
}

/** The live freemium accesses, as grants for the one trial-end rule (lib/access/freemium-offer). */
export function freemiumGrantsOfAccesses(accesses: readonly AccessItem[]): FreemiumGrant[] {
  return accesses
    .filter((access) => access.tipo === 'freemium' && access.ativo)
    .map((access) => ({ endsAt: access.data_fim_acesso, url: access.purchase_url }));
}
