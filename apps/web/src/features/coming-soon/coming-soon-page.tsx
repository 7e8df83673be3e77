import { Link } from '@tanstack/react-router';
import { Hourglass } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { ComingSoonArea } from './areas.ts';

export interface ComingSoonPageProps {
  area: ComingSoonArea;
}

/**
 * The shared "Em breve" page for routes whose feature arrives in a later issue: says plainly which area it
 * is and that it is not available yet, with a way home. Never a stand-in for the feature itself.
 */
export function ComingSoonPage({ area }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const areaName = t(`comingSoon.areas.${area}`);
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-12 text-center"
      data-testid="coming-soon"
      data-area={area}
    >
      <span
        className="flex size-14 items-center justify-center rounded-full bg-brand text-brand-foreground"
        aria-hidden="true"
      >
        <Hourglass className="size-7" />
      </span>
      <p className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-300">
        {t('comingSoon.badge')}
      </p>
      <h1 id="coming-soon-title" className="text-2xl font-bold text-balance text-gray-900 dark:text-gray-50">
        {areaName}
      </h1>
      <p className="text-base text-pretty text-gray-700 dark:text-gray-200">
        {t('comingSoon.description', { area: areaName })}
      </p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 font-semibold text-brand-foreground focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-gray-950"
      >
        {t('comingSoon.backHome')}
      </Link>
    </section>
  );
}
