import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useProductOffers } from '../api/get-product-offers.ts';
import { OfferCard } from './offer-card.tsx';
import { ProductOverview } from './product-overview.tsx';

export interface OffersPageProps {
  /** The product id from the address; null when it is no id at all (not found without asking). */
  productId: string | null;
  signedIn: boolean;
}

const frame = 'flex flex-col gap-6 px-4 py-6 md:py-10';

/** 404 (unknown, another producer's) or an id the API refuses as such. */
const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.code === 'common.validation_failed');

function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <div className={frame}>
      <div
        role="alert"
        data-testid="offers-not-found"
        className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-gray-300 p-6 dark:border-gray-700"
      >
        <SearchX aria-hidden="true" className="size-8 text-gray-500 dark:text-gray-400" />
        <h1 className="text-xl font-bold text-gray-900 dark:text-gray-50">{t('offers.notFound.title')}</h1>
        <p className="text-gray-700 dark:text-gray-300">{t('offers.notFound.text')}</p>
        <Button asChild variant="ghost" className="border border-gray-300 dark:border-gray-700">
          <Link to="/">{t('offers.notFound.home')}</Link>
        </Button>
      </div>
    </div>
  );
}

function OffersSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={frame} aria-busy="true">
      <span role="status" className="sr-only">
        {t('offers.loading')}
      </span>
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-24 w-full" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}

function LoadedOffers({ productId, signedIn }: { productId: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const query = useProductOffers(productId);
  if (query.isPending) return <OffersSkeleton />;
  if (query.isError) {
    if (isMissing(query.error)) return <ProductNotFound />;
    return (
      <div className={frame}>
        <LoadErrorPanel title={t('offers.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const { product, offers } = query.data;
  return (
    <div className={frame}>
      <ProductOverview product={product} />
      <section aria-labelledby="offers-heading" className="flex flex-col gap-4">
        <h2 id="offers-heading" className="text-xl font-bold text-gray-900 dark:text-gray-50">
          {t('offers.choose')}
        </h2>
        {offers.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">{t('offers.none')}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {offers.map((offer) => (
              <OfferCard key={offer.uuid} offer={offer} signedIn={signedIn} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

/** /page/offers/{id}: the product and each of its offers, with the way to buy it (here or on its platform). */
export function OffersPage({ productId, signedIn }: OffersPageProps) {
  if (productId === null) return <ProductNotFound />;
  return <LoadedOffers productId={productId} signedIn={signedIn} />;
}
