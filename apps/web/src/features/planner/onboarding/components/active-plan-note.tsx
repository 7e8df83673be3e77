import { Link } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** A plan is active already: the new one replaces it (the old one stays in the history). */
export function ActivePlanNote({ planId }: { planId: number }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50">
      <Info aria-hidden="true" className="size-4 shrink-0" />
      {t('planner.onboarding.activePlan')}
      <Link
        to="/planner/$id"
        params={{ id: String(planId) }}
        className="font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-current"
      >
        {t('planner.onboarding.activePlanLink')}
      </Link>
    </p>
  );
}
