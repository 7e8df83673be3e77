import type { AccessItem } from '@members/contract';
import type { FreemiumGrant } from '../../lib/access/freemium-offer.ts';

export type AccessState = 'active' | 'expired' | 'upcoming' | 'revoked';

/**
 * Revoked (a refund, chargeback or cancellation) whatever its dates; else active as the API says; otherwise
 * expired once its end date has passed, else not started yet.
 */
export function accessState(
  access: Pick<AccessItem, 'ativo' | 'data_inicio' | 'data_fim_acesso' | 'revogado_em'>,
  now = Date.now(),
): AccessState {
  if (access.revogado_em) return 'revoked';
  if (access.ativo) return 'active';
  if (access.data_fim_acesso && Date.parse(access.data_fim_acesso) <= now) return 'expired';
  return Date.parse(access.data_inicio) > now ? 'upcoming' : 'expired';
}

export type AccessAction = 'renew' | 'upgrade' | 'product' | 'buy';

/**
 * What the purchase link of an access offers: buy again a revoked one, renew an expired one, upgrade a freemium,
 * else the product page.
 */
export function accessAction(
  access: Pick<AccessItem, 'tipo' | 'purchase_url'>,
  state: AccessState,
): AccessAction | null {
  if (!access.purchase_url) return null;
  if (state === 'revoked') return 'buy';
  if (state === 'expired') return 'renew';
  return access.tipo === 'freemium' ? 'upgrade' : 'product';
}

/**
 * The live freemium accesses, as grants for the one trial-end rule (lib/access/freemium-offer); none once a paid or
 * granted access is live too (the trial was upgraded), as the API's `freemium` says.
 */
export function freemiumGrantsOfAccesses(accesses: readonly AccessItem[]): FreemiumGrant[] {
  if (accesses.some((access) => access.tipo !== 'freemium' && access.ativo)) return [];
  return accesses
    .filter((access) => access.tipo === 'freemium' && access.ativo)
    .map((access) => ({ endsAt: access.data_fim_acesso, url: access.purchase_url }));
}
