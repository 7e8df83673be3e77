import type { PlanSummary } from '@members/contract';
import { CalendarSync, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { usePlanDateFormat } from '../../shared/plan-date-format.ts';
import { dismissReplan, isRecentReplan, isReplanDismissed } from './replan-dismissal.ts';

/** Moves listed before "e mais N". */
const shownMoves = 5;

/** "Plano reajustado": what the latest re-plan moved where, for a week after it, until the learner closes it. */
export function ReplanBanner({ summary }: { summary: PlanSummary }) {
  const { t } = useTranslation();
  const formatDate = usePlanDateFormat();
  const replan = summary.last_replan;
  const [dismissed, setDismissed] = useState(() => (replan ? isReplanDismissed(summary.id, replan.at) : false));
  if (!replan || dismissed || replan.moves.length === 0 || !isRecentReplan(replan.at, summary.today)) return null;
  const hidden = replan.moves.length - shownMoves;
  const close = () => {
    dismissReplan(summary.id, replan.at);
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby="plan-replan-title"
      className="relative flex flex-col gap-2 rounded-xl border border-sky-300 bg-sky-50 p-4 pr-14 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
    >
      <h2 id="plan-replan-title" className="flex items-center gap-2 font-semibold">
        <CalendarSync aria-hidden="true" className="size-5" />
        {t('planner.plan.replanBanner.title')}
      </h2>
      <p className="text-sm">{t('planner.plan.replanBanner.intro')}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {replan.moves.slice(0, shownMoves).map((move) => (
          <li key={move.activity_id}>
            {move.to === null
              ? t('planner.plan.replanBanner.leftOut', { title: move.title, from: formatDate(move.from, 'dayMonth') })
              : t('planner.plan.replanBanner.moved', {
                  title: move.title,
                  from: formatDate(move.from, 'dayMonth'),
                  to: formatDate(move.to, 'dayMonth'),
                })}
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className="text-sm">{t('planner.plan.replanBanner.more', { count: hidden })}</p> : null}
      <button
        type="button"
        onClick={close}
        aria-label={t('planner.plan.replanBanner.dismiss')}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-gray-900 dark:hover:bg-sky-900 dark:focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
