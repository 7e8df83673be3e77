import { Link } from '@tanstack/react-router';
import { translateError } from '../../lib/api/translate-error.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

/**
 * An area the learner's products do not unlock (`access.area_locked`, issue 17): what it is and, when a product
 * that unlocks it is sold here, a way to its offers.
 */
export function AreaLockedPanel({ error, offerPath }: { error: unknown; offerPath: string | undefined }) {
  const { t } = useTranslation();
  const productId = offerPath?.match(/^\/page\/offers\/([\w-]+)$/)?.[1];
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <p className="text-base font-semibold">{translateError(t, error)}</p>
      <p>{t('access.areaLockedHint')}</p>
      {productId ? (
        <Link
          to="/page/offers/$id"
          params={{ id: productId }}
          className="rounded-lg bg-(--brand-primary) px-4 py-2 font-semibold text-(--brand-primary-foreground) hover:brightness-95"
        >
          {t('access.seePlans')}
        </Link>
      ) : null}
    </div>
  );
}
