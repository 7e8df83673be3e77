import type { SaleChannel } from '@members/contract';
import { findOrCreateBuyer, type Buyer } from '../accesses/buyer-account.ts';
import type { SaleAccessValues } from '../accesses/sale-access.repository.ts';
import {
  endSaleAt,
  forgetSaleLearner,
  grantSale,
  renewSale,
  revokeSale,
  type SaleChange,
} from '../accesses/sale-access.ts';
import { paidAccessEnd, withGrace } from './access-ends.ts';
import { findExternalOffer } from './external-products.repository.ts';
import { mailBuyerFirstAccess } from './buyer-mail.ts';
import type { WebhookJobContext } from './providers/provider-adapter.ts';

/** What a platform's event does to its sale: pay (or renew) a period, revoke it, or end it at a date. */
export type SaleAction =
  | { kind: 'grant' | 'renew'; paidAt: Date | null; periodEnd: Date | null }
  | { kind: 'revoke' }
  | { kind: 'end'; periodEnd: Date | null };

/** A platform's event, read into what every platform shares. */
export interface SaleEvent {
  externalProductId: string | null;
  /** The charge's reference (Hotmart's transaction, Kiwify's order id, Eduzz's invoice). */
  saleRef: string | null;
  /** What stays the same across a subscription's charges (subscriber code, subscription id, contract). */
  subscriptionRef: string | null;
  buyer: Buyer | null;
  action: SaleAction;
}

const outcomes: Record<SaleChange, string> = {
  granted: 'granted',
  revoked: 'revoked',
  extended: 'extended',
  end_set: 'ends_at_period_end',
  unchanged: 'unchanged',
};

/**
 * Applies a platform's event to its sale, inside the job's transaction: the platform's product → our offer and
 * product, the buyer's account (matched by e-mail within the producer, or created), then the sale-access rule.
 * A subscription's sale is the subscription (its charges renew one access); any other sale is the charge.
 * Returns the outcome stored on the event row.
 */
export async function applySaleEvent(
  context: WebhookJobContext,
  channel: Exclude<SaleChannel, 'here'>,
  event: SaleEvent,
): Promise<string> {
  const { db, producer, now } = context;
  if (!event.externalProductId) return 'ignored: no product';
  const found = await findExternalOffer(db, producer.id, channel, event.externalProductId);
  if (!found) return 'ignored: unknown product';
  const { offer, product } = found;
  const subscription = product.access_mode === 'subscription';
  const ref = subscription ? (event.subscriptionRef ?? event.saleRef) : event.saleRef;
  if (!ref) return 'ignored: no sale reference';
  if (event.action.kind === 'end' && !subscription) return 'ignored: not a subscription';
  if (!event.buyer) return 'ignored: no buyer e-mail';
  const { user, created } = await findOrCreateBuyer(db, producer.id, event.buyer);
  const paidAt = (event.action.kind === 'grant' || event.action.kind === 'renew' ? event.action.paidAt : null) ?? now;
  const values: SaleAccessValues = {
    producerId: producer.id,
    source: channel,
    externalRef: ref,
    userId: user.id,
    productCode: product.code,
    productName: product.name,
    startsAt: paidAt,
    endsAt: null,
    purchaseUrl: offer.external_checkout_url,
  };
  const change = await applyAction(values, event.action, { product, offer, paidAt, now, db });
  await afterCommit(context, () => forgetSaleLearner(context.app.db, user.id));
  if (created && event.action.kind !== 'revoke') {
    await afterCommit(context, () => mailBuyerFirstAccess(context.app, producer, user));
  }
  return outcomes[change];
}

/** Hands the effect to the job (run after the commit), or runs it at once when no job gave a hook. */
async function afterCommit(context: WebhookJobContext, effect: () => Promise<void> | void): Promise<void> {
  if (context.afterCommit) context.afterCommit(effect);
  else await effect();
}

interface ActionInputs {
  product: Parameters<typeof paidAccessEnd>[0];
  offer: Parameters<typeof paidAccessEnd>[1];
  paidAt: Date;
  now: Date;
  db: WebhookJobContext['db'];
}

function applyAction(values: SaleAccessValues, action: SaleAction, inputs: ActionInputs): Promise<SaleChange> {
  const { product, offer, paidAt, now, db } = inputs;
  switch (action.kind) {
    case 'grant':
    case 'renew': {
      const endsAt = paidAccessEnd(product, offer, paidAt, action.periodEnd, now);
      return (action.kind === 'grant' ? grantSale : renewSale)(db, { ...values, endsAt });
    }
    case 'revoke':
      return revokeSale(db, { ...values, startsAt: now }, now);
    case 'end':
      return endSaleAt(db, { ...values, startsAt: now }, action.periodEnd ? withGrace(action.periodEnd) : now);
  }
}
