import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { PurchaseFrame } from './purchase-frame.tsx';

/** 404 (unknown, another producer's) or an id the API refuses as such. */
const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.code === 'common.validation_failed');

/** The offer could not be shown: not found (a friendly page), or a failure with "Tentar de novo". */
export function OfferUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!isMissing(error))
    return (
      <PurchaseFrame title={t('comingSoon.areas.checkout')}>
        <LoadErrorPanel title={t('checkout.loadFailed')} error={error} onRetry={onRetry} />
      </PurchaseFrame>
    );
  return (
    <PurchaseFrame title={t('checkout.notFound.title')}>
      <div
        role="alert"
        data-testid="offer-not-found"
        className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-gray-300 p-6 dark:border-gray-700"
      >
        <SearchX aria-hidden="true" className="size-8 text-gray-500 dark:text-gray-400" />
        <p className="text-gray-700 dark:text-gray-300">{t('checkout.notFound.text')}</p>
        <Button asChild variant="ghost" className="border border-gray-300 dark:border-gray-700">
          <Link to="/">{t('offers.notFound.home')}</Link>
        </Button>
      </div>
    </PurchaseFrame>
  );
}

export function PurchaseSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 px-4 py-6 md:py-10" aria-busy="true">
      <span role="status" className="sr-only">
        {t('checkout.loading')}
      </span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
