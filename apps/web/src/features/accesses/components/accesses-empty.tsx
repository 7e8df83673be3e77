import { Link } from '@tanstack/react-router';
import { PackageOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { PurchaseLinkButton } from '../../../lib/access/purchase-link-button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** No access yet: say so and offer the purchase page (or the catalog when there is none). */
export function AccessesEmpty({ purchaseUrl }: { purchaseUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center dark:border-gray-700">
      <PackageOpen aria-hidden="true" className="size-10 text-gray-500 dark:text-gray-400" />
      <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-50">{t('accesses.empty.title')}</h2>
      <p className="max-w-prose text-sm text-gray-700 dark:text-gray-200">{t('accesses.empty.text')}</p>
      {purchaseUrl ? (
        <PurchaseLinkButton href={purchaseUrl}>{t('accesses.empty.buy')}</PurchaseLinkButton>
      ) : (
        <Button asChild>
          <Link to="/$type" params={{ type: 'courses' }}>
            {t('accesses.empty.catalog')}
          </Link>
        </Button>
      )}
    </div>
  );
}
