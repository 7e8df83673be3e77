/**
 * Constants and pure money rules of offers and checkout (issue 17), zod-free so first-paint code may import them.
 * Money is always an integer number of centavos (BRL); never a float.
 */

export const paymentMethods = ['pix', 'boleto', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** An order's (and a payment's) states; `paid` is the only one that grants access. */
export const orderStatuses = ['pending', 'paid', 'refused', 'expired', 'refunded', 'chargeback', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Where a learner's access came from (the /Acessos page). */
export const accessSources = ['offer', 'hotmart', 'kiwify', 'eduzz', 'gift', 'freemium'] as const;

/** Platforms that sell outside and tell us by webhook; `mercadopago` is our own gateway's notifications. */
export const webhookProviders = ['hotmart', 'kiwify', 'eduzz', 'mercadopago'] as const;
export type WebhookProvider = (typeof webhookProviders)[number];

/** Where an offer is sold: here (our checkout) or on an external platform (its checkout URL). */
export const saleChannels = ['here', 'hotmart', 'kiwify', 'eduzz'] as const;
export type SaleChannel = (typeof saleChannels)[number];

/**
 * @public The module's catalog of codes, read by people adding one (ARCHITECTURE.md, recipe: add an error code).
 */
export const accessErrorCodes = ['access.area_locked'] as const;
export type AccessErrorCode = (typeof accessErrorCodes)[number];

/** Areas a product may unlock besides its courses. */
export const productAreas = ['questions', 'simulados', 'flashcards', 'clinical_cases', 'planner'] as const;
export type ProductArea = (typeof productAreas)[number];

export const subscriptionPeriods = ['monthly', 'quarterly', 'semiannual', 'annual'] as const;
export type SubscriptionPeriod = (typeof subscriptionPeriods)[number];

/** Months of each subscription period. */
export const subscriptionPeriodMonths: Record<SubscriptionPeriod, number> = {
  monthly: 1,
  quarterly: 3,
  semiannual: 6,
  annual: 12,
};

/**
 * The Brazilian consumer code's right of withdrawal (CDC art. 49): the default guarantee.
 * @public The offers table's default (db/schema/offers.ts repeats it: drizzle-kit reads that file alone).
 */
export const defaultGuaranteeDays = 7;
export const maxInstallments = 12;
/** How long a PIX code can be paid. */
export const pixLifetimeMinutes = 30;
/** Days a boleto can be paid. */
export const boletoLifetimeDays = 3;
/** How often the checkout asks whether a PIX or boleto was paid. */
export const orderPollIntervalMs = 3000;

export interface InstallmentOption {
  count: number;
  /** Each installment but the last, in centavos; the last is `total_cents - (count - 1) × installment_cents`. */
  installment_cents: number;
  /** What the buyer pays in all, in centavos. */
  total_cents: number;
  interest_free: boolean;
}

/**
 * The installment choices of a price: 1× up to `max`×. Interest-free counts up to `interestFreeUpTo`; above that,
 * the Price table (fixed installments) at `monthlyRateBasisPoints` (199 = 1.99% a month). The installment is rounded
 * up to the centavo: interest-free, the total is the price and the last installment is a few centavos smaller
 * (R$ 1.999,90 in 12× = 11 × R$ 166,66 + R$ 166,64); with interest, the total is installment × count. All
 * integers; no float reaches a stored amount.
 */
export function installmentOptions(
  priceCents: number,
  max: number,
  interestFreeUpTo: number,
  monthlyRateBasisPoints: number,
): InstallmentOption[] {
  const options: InstallmentOption[] = [];
  const top = Math.max(1, Math.min(maxInstallments, Math.floor(max)));
  for (let count = 1; count <= top; count += 1) {
    const interestFree = count <= interestFreeUpTo || monthlyRateBasisPoints <= 0;
    const installment = interestFree
      ? Math.ceil(priceCents / count)
      : Math.ceil(priceTableInstallment(priceCents, count, monthlyRateBasisPoints / 10_000));
    options.push({
      count,
      installment_cents: installment,
      total_cents: interestFree ? priceCents : installment * count,
      interest_free: interestFree,
    });
  }
  return options;
}

function priceTableInstallment(principalCents: number, count: number, rate: number): number {
  return (principalCents * rate) / (1 - (1 + rate) ** -count);
}
