import { Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { FreemiumOffer } from '../../../lib/access/freemium-offer.ts';
import { PurchaseLinkButton } from '../../../lib/access/purchase-link-button.tsx';
import { useDateFormat } from '../../../lib/format/date.ts';

/** "Seu acesso gratuito vai até 29 de novembro de 2026" with "Assinar agora". */
export function FreemiumBanner({ offer }: { offer: FreemiumOffer }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (
    <aside
      aria-label={t('catalog.freemium.label')}
      data-testid="freemium-banner"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="flex flex-1 items-start gap-3 text-sm font-medium">
        <Sparkles aria-hidden="true" className="size-5 shrink-0" />
        {t('catalog.freemium.until', { date: formatDate(offer.endsAt, 'long') })}
      </p>
      {offer.url ? (
        <PurchaseLinkButton href={offer.url} className="self-start sm:self-auto">
          {t('catalog.freemium.subscribe')}
        </PurchaseLinkButton>
      ) : null}
    </aside>
  );
}
