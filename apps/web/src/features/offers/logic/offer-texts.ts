import type { Offer, ProductOffersResponse } from '@members/contract';
import type { TFunction } from '../../../lib/i18n/index.ts';

type Product = ProductOffersResponse['product'];

/** "Acesso por 365 dias" / "Acesso vitalício" / "Enquanto a assinatura estiver ativa". */
export function accessText(t: TFunction, access: Product['access']): string {
  if (access.kind === 'days') return t('offers.access.days', { count: access.days });
  return t(`offers.access.${access.kind}`);
}

/** The offer's largest installment choice (the "ou 12× de …" line), or null when it is paid at once only. */
export function largestInstallment(offer: Offer): Offer['installments'][number] | null {
  const largest = offer.installments.reduce<Offer['installments'][number] | null>(
    (best, option) => (best && best.count >= option.count ? best : option),
    null,
  );
  return largest && largest.count > 1 ? largest : null;
}
