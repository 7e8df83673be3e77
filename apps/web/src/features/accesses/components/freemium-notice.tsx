import { Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useDateFormat } from '../../../lib/format/date.ts';
import { PurchaseLinkButton } from '../../../lib/access/purchase-link-button.tsx';

/** "Degustação até 29 de novembro de 2026" with the upgrade link (spec §3 isFreemium, linkFreemium). */
export function FreemiumNotice({ endsAt, url }: { endsAt: string; url: string | null }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (
    <section
      aria-labelledby="freemium-title"
      data-testid="freemium-notice"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <Sparkles aria-hidden="true" className="size-6 shrink-0" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="freemium-title" className="font-semibold">
          {t('accesses.freemium.title')}
        </h2>
        <p className="text-sm">{t('accesses.freemium.until', { date: formatDate(endsAt, 'long') })}</p>
      </div>
      {url ? <PurchaseLinkButton href={url}>{t('accesses.freemium.upgrade')}</PurchaseLinkButton> : null}
    </section>
  );
}
