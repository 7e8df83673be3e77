import type { OfferDetailResponse } from '@members/contract';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMoneyFormat } from '../../../lib/format/money.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface OrderSummaryProps {
  detail: OfferDetailResponse;
  /** What the buyer pays in all (a card in installments with interest pays more than the price). */
  totalCents?: number;
  children?: ReactNode;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-bold' : ''}`}>
      <dt className={strong ? '' : 'text-gray-700 dark:text-gray-300'}>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}

/** The order summary: product, offer, list price, the coupon's discount, the total and the guarantee. */
export function OrderSummary({ detail, totalCents, children }: OrderSummaryProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { offer, product } = detail;
  const discount = offer.list_price_cents - offer.price_cents;
  return (
    <section
      aria-labelledby="order-summary"
      data-testid="order-summary"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 text-gray-900 shadow-sm dark:border-gray-800 dark:bg-gray-900 dark:text-gray-50"
    >
      <h2 id="order-summary" className="text-lg font-semibold">
        {t('checkout.summary.title')}
      </h2>
      <p>
        <span className="block font-semibold">{product.name}</span>
        <span className="text-gray-700 dark:text-gray-300">{offer.name}</span>
      </p>
      <dl className="flex flex-col gap-1.5 border-t border-gray-200 pt-3 dark:border-gray-800">
        <Row label={t('checkout.summary.listPrice')} value={money(offer.list_price_cents)} />
        {discount > 0 ? (
          <Row
            label={t('checkout.summary.discount', { code: offer.coupon_applied ?? '' })}
            value={`− ${money(discount)}`}
          />
        ) : null}
        <Row label={t('checkout.summary.total')} value={money(totalCents ?? offer.price_cents)} strong />
      </dl>
      {offer.guarantee_days > 0 ? (
        <p className="flex items-center gap-2 text-sm font-medium">
          <ShieldCheck aria-hidden="true" className="size-5 text-green-700 dark:text-green-400" />
          {t('purchase.guarantee', { count: offer.guarantee_days })}
        </p>
      ) : null}
      {children}
    </section>
  );
}
