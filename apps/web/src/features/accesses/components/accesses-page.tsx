import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { freemiumOffer } from '../../../lib/access/freemium-offer.ts';
import { freemiumGrantsOfAccesses } from '../access-state.ts';
import { useAccesses } from '../api/get-accesses.ts';
import { AccessCard } from './access-card.tsx';
import { AccessesEmpty } from './accesses-empty.tsx';
import { FreemiumNotice } from './freemium-notice.tsx';

export interface AccessesPageProps {
  /** From the session (spec §3): freemium end date or false, its upgrade link, the product purchase link. */
  isFreemium: string | false;
  linkFreemium: string | null;
  linkCompra: string | null;
}

/** /Acessos: every access the learner holds, with its dates and state, the freemium offer and purchase links. */
export function AccessesPage({ isFreemium, linkFreemium, linkCompra }: AccessesPageProps) {
  const { t } = useTranslation();
  const accesses = useAccesses();
  const items = accesses.data ?? [];
  const freemium = accesses.isSuccess
    ? freemiumOffer({ isFreemium, linkFreemium }, freemiumGrantsOfAccesses(items))
    : null;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 md:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl dark:text-gray-50">{t('accesses.title')}</h1>
        <p className="text-base text-gray-700 dark:text-gray-200">{t('accesses.lead')}</p>
      </div>
      {freemium ? <FreemiumNotice endsAt={freemium.endsAt} url={freemium.url} /> : null}
      {accesses.isPending ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only" role="status">
            {t('ui.loading')}
          </span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-44 w-full rounded-xl" />
          ))}
        </div>
      ) : accesses.isError ? (
        <LoadErrorPanel error={accesses.error} onRetry={() => void accesses.refetch()} />
      ) : items.length === 0 ? (
        <AccessesEmpty purchaseUrl={linkCompra ?? linkFreemium} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((access) => (
            <li key={access.id}>
              <AccessCard access={access} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
