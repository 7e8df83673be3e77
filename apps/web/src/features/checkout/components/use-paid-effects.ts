import type { OrderView } from '@members/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshAccessState } from '../../../lib/session/access-state.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { saveCheckoutDraft } from '../logic/checkout-draft.ts';

/**
 * Once the order is paid: the buyer's data leave this browser's draft (the order id stays, so a reload shows the
 * result); a signed-in learner's queries are refreshed (the course shows unlocked at once) and the session's
 * trial flag goes at once, then the access fields (trial end, upgrade link, paid access end) are read again from
 * the API (a trial still running elsewhere shows again from its grants, as freemium-offer.ts reads them).
 */
export function usePaidEffects(offerUuid: string, order: OrderView | undefined) {
  const client = useQueryClient();
  const paidId = order?.status === 'paid' ? order.id : null;
  useEffect(() => {
    if (!paidId) return;
    saveCheckoutDraft(offerUuid, {
      nome: '',
      email: '',
      cpf: '',
      telefone: '',
      method: '',
      installments: '',
      coupon: null,
      orderId: paidId,
    });
    const session = useSessionStore.getState();
    if (!session.token) return;
    void client.invalidateQueries({ queryKey: ['user'] });
    if (session.isFreemium) session.update({ isFreemium: false });
    void refreshAccessState();
  }, [paidId, offerUuid, client]);
}
