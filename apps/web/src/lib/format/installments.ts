import type { InstallmentOption } from '@members/contract';
import type { TFunction } from '../i18n/index.ts';

/**
 * An installment choice as the offers and the checkout write it: "12× de R$ 166,66 sem juros", or with interest
 * "12× de R$ 190,00 com juros (total R$ 2.280,00)"; a single payment is "1× de R$ 1.999,90 (à vista)".
 */
export function installmentText(t: TFunction, option: InstallmentOption, money: (cents: number) => string): string {
  const values = { count: option.count, amount: money(option.installment_cents), total: money(option.total_cents) };
  if (option.count === 1) return t('purchase.installment.single', values);
  return t(option.interest_free ? 'purchase.installment.free' : 'purchase.installment.interest', values);
}
