import type { PlanSummary } from '@members/contract';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { formatPlanMinutes } from '../../shared/plan-minutes.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** Left-out items listed before "Ver todos". */
const firstItems = 6;

/**
 * "Not enough time": how many hours the plan lacks to hold everything before the exam, what it left out (least
 * incidence × weakness first, as the API orders it) and what the learner can change.
 */
export function ShortfallWarning({ summary }: { summary: PlanSummary }) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  if (summary.shortfall_minutes === null || summary.shortfall_minutes <= 0) return null;
  const items = showAll ? summary.left_out : summary.left_out.slice(0, firstItems);
  return (
    <section
      aria-labelledby="plan-shortfall-title"
      className="flex flex-col gap-2 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="plan-shortfall-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5" />
        {t('planner.plan.shortfall.title', { time: formatPlanMinutes(summary.shortfall_minutes) })}
      </h2>
      {summary.left_out.length > 0 ? (
        <>
          <p className="text-sm">{t('planner.plan.shortfall.leftOutIntro')}</p>
          <ul className="flex flex-col gap-1 text-sm" aria-label={t('planner.plan.shortfall.leftOutLabel')}>
            {items.map((item, index) => (
              <li key={`${item.kind}-${item.title}-${index}`}>
                <span className="font-medium">{item.title}</span>
                {item.subject ? ` · ${item.subject}` : ''} · {formatPlanMinutes(item.minutes)}
              </li>
            ))}
          </ul>
          {summary.left_out.length > firstItems ? (
            <button
              type="button"
              onClick={() => setShowAll((value) => !value)}
              className="min-h-11 self-start text-sm font-semibold underline focus-visible:outline-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white"
            >
              {showAll
                ? t('planner.plan.shortfall.showFewer')
                : t('planner.plan.shortfall.showAll', { count: summary.left_out.length })}
            </button>
          ) : null}
        </>
      ) : null}
      <p className="text-sm">{t('planner.plan.shortfall.advice')}</p>
    </section>
  );
}
