import type { Offer } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { Check, ExternalLink, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { installmentText } from '../../../lib/format/installments.ts';
import { useMoneyFormat } from '../../../lib/format/money.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { largestInstallment } from '../logic/offer-texts.ts';

export interface OfferCardProps {
  offer: Offer;
  /** A signed-in learner's e-mail is known: "Comprar" goes straight to the checkout. */
  signedIn: boolean;
}

function BuyAction({ offer, signedIn }: OfferCardProps) {
  const { t } = useTranslation();
  if (offer.sale.channel !== 'here')
    return (
      <Button asChild variant="secondary" className="w-full">
        <a href={offer.sale.checkout_url} rel="noopener">
          {t(`offers.buyElsewhere.${offer.sale.channel}`)}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </Button>
    );
  return (
    <Button asChild className="w-full text-base">
      {signedIn ? (
        <Link to="/page/offer/$uuid/checkout" params={{ uuid: offer.uuid }}>
          {t('offers.buy')}
        </Link>
      ) : (
        <Link to="/page/$id/checkUser" params={{ id: offer.uuid }}>
          {t('offers.buy')}
        </Link>
      )}
    </Button>
  );
}

/** One offer: its name, selling points, price (with the installments and the period), guarantee and buy button. */
export function OfferCard({ offer, signedIn }: OfferCardProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const installment = largestInstallment(offer);
  const headingId = `offer-${offer.uuid}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="offer-card"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id={headingId} className="text-xl font-bold text-gray-900 dark:text-gray-50">
        {offer.name}
      </h2>
      {offer.highlights.length > 0 ? (
        <ul className="flex flex-col gap-2 text-gray-800 dark:text-gray-200">
          {offer.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" />
              <span>{highlight}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-1">
        {offer.list_price_cents > offer.price_cents ? (
          <p className="text-sm text-gray-600 line-through dark:text-gray-300">{money(offer.list_price_cents)}</p>
        ) : null}
        <p className="text-3xl font-extrabold text-gray-900 dark:text-gray-50" data-testid="offer-price">
          {money(offer.price_cents)}
          {offer.subscription_period ? (
            <span className="ml-1 text-base font-medium text-gray-700 dark:text-gray-300">
              {t(`purchase.period.${offer.subscription_period}`)}
            </span>
          ) : null}
        </p>
        {installment ? (
          <p className="text-gray-800 dark:text-gray-200" data-testid="offer-installments">
            {t('offers.orInstallments', { text: installmentText(t, installment, money) })}
          </p>
        ) : null}
      </div>
      {offer.guarantee_days > 0 ? (
        <p className="flex items-center gap-2 text-sm font-medium text-gray-800 dark:text-gray-200">
          <ShieldCheck aria-hidden="true" className="size-5 text-green-700 dark:text-green-400" />
          {t('purchase.guarantee', { count: offer.guarantee_days })}
        </p>
      ) : null}
      <div className="mt-auto">
        <BuyAction offer={offer} signedIn={signedIn} />
      </div>
    </article>
  );
}
