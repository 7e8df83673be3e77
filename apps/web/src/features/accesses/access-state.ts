import type { AccessItem } from '@members/contract';

export type AccessState = 'active' | 'expired' | 'upcoming';

/** Active as the API says; otherwise expired once its end date has passed, else not started yet. */
export function accessState(access: Pick<AccessItem, 'ativo' | 'data_inicio' | 'data_fim_acesso'>, now = Date.now()): AccessState {
  if (access.ativo) return 'active';
  if (access.data_fim_acesso && Date.parse(access.data_fim_acesso) <= now) return 'expired';
  return Date.parse(access.data_inicio) > now ? 'upcoming' : 'expired';
}

export type AccessAction = 'renew' | 'upgrade' | 'product';

/** What the purchase link of an access offers: renew an expired one, upgrade a freemium, else the product page. */
export function accessAction(access: Pick<AccessItem, 'tipo' | 'purchase_url'>, state: AccessState): AccessAction | null {
  if (!access.purchase_url) return null;
  if (state === 'expired') return 'renew';
  return access.tipo === 'freemium' ? 'upgrade' : 'product';
}

/** The freemium end date and upgrade link: from the session (login response), else from the live freemium access. */
export function freemiumOffer(
  session: { isFreemium: string | false; linkFreemium: string | null },
  accesses: readonly AccessItem[],
): { endsAt: string; url: string | null } | null {
  if (session.isFreemium) return { endsAt: session.isFreemium, url: session.linkFreemium };
  const live = accesses.find((access) => access.tipo === 'freemium' && access.ativo && access.data_fim_acesso);
  return live?.data_fim_acesso ? { endsAt: live.data_fim_acesso, url: live.purchase_url } : null;
}
