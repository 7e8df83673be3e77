import type { AccessItem, LoginResponse } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { UserAccessRow } from '../../db/schema/index.ts';
import { selectUserAccesses } from './accesses.repository.ts';

/** The user's live and past accesses at the producer, revoked ones too (listed, inactive), ending soonest first. */
export function listUserAccesses(db: Database, producerId: string, userId: string): Promise<UserAccessRow[]> {
  return selectUserAccesses(db, producerId, userId);
}

/** Started, not ended, not revoked (a refund, chargeback or cancellation ends an access for good). */
export function isActive(access: UserAccessRow, now = Date.now()): boolean {
  if (access.revoked_at !== null) return false;
  return access.starts_at.getTime() <= now && (access.ends_at === null || access.ends_at.getTime() > now);
}

export function toAccessItem(access: UserAccessRow, now = Date.now()): AccessItem {
  return {
    id: access.id,
    produto: access.product_name,
    tipo: access.kind,
    data_inicio: access.starts_at.toISOString(),
    data_fim_acesso: access.ends_at?.toISOString() ?? null,
    ativo: isActive(access, now),
    purchase_url: access.purchase_url,
    origem: access.source,
    revogado_em: access.revoked_at?.toISOString() ?? null,
  };
}

/** Ends later first; no end date is the latest of all. */
function byEndDescending(a: UserAccessRow, b: UserAccessRow): number {
  return (b.ends_at?.getTime() ?? Number.POSITIVE_INFINITY) - (a.ends_at?.getTime() ?? Number.POSITIVE_INFINITY);
}

/**
 * `freemium` and `data_acesso` of the login response and GET /api/user (spec §7): the live freemium access (end
 * date and upgrade link) unless a paid or granted access is live too (the trial was upgraded: no trial end, no
 * banner), and the paid or granted access that lasts longest (end date and product page).
 */
export function accessSummary(
  accesses: readonly UserAccessRow[],
  now = Date.now(),
): Pick<LoginResponse, 'freemium' | 'data_acesso'> {
  const live = accesses.filter((access) => isActive(access, now)).sort(byEndDescending);
  const freemium = live.find((access) => access.kind === 'freemium' && access.ends_at !== null);
  const paid = live.find((access) => access.kind !== 'freemium');
  return {
    freemium:
      freemium?.ends_at && !paid
        ? { data_fim_acesso: freemium.ends_at.toISOString(), fremiumUrl: freemium.purchase_url }
        : null,
    data_acesso: paid ? { data_fim_acesso: paid.ends_at?.toISOString() ?? null, produto_url: paid.purchase_url } : null,
  };
}
