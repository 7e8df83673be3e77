import type { PlanSummary } from '@members/contract';
import { formatPlanMinutes } from '../../shared/plan-minutes.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

type Share = PlanSummary['shares'][number];

const percent = (value: number) => Math.round(value);

/** Why a grande área gets its share: its incidence in the target exams and the learner's accuracy, with the source. */
function ShareWhy({ share }: { share: Share }) {
  const { t } = useTranslation();
  const incidence = t('planner.plan.shares.incidence', { pct: percent(share.incidence_pct) });
  const accuracy =
    share.weakness_source === 'self_rating' && share.accuracy_pct === null
      ? t('planner.plan.shares.selfRated')
      : share.accuracy_pct === null || share.weakness_source === 'default'
        ? t('planner.plan.shares.noAccuracy')
        : t('planner.plan.shares.accuracy', {
            pct: percent(share.accuracy_pct),
            source: t(`planner.plan.shares.sources.${share.weakness_source}`),
          });
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      {incidence} · {accuracy}
    </p>
  );
}

/** Each grande área's share of the plan (a plain CSS bar) with its minutes and the why. */
export function SharesSection({ shares }: { shares: PlanSummary['shares'] }) {
  const { t } = useTranslation();
  if (shares.length === 0) return null;
  const sorted = [...shares].sort((a, b) => b.share_pct - a.share_pct);
  return (
    <section aria-labelledby="plan-shares-title" className="flex flex-col gap-3">
      <h2 id="plan-shares-title" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('planner.plan.shares.title')}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('planner.plan.shares.intro')}</p>
      <ul className="flex flex-col gap-4">
        {sorted.map((share) => (
          <li key={share.subject.id} className="flex flex-col gap-1" data-testid="plan-share">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-medium text-gray-900 dark:text-gray-50">{share.subject.desc}</span>
              <span className="shrink-0 text-sm whitespace-nowrap text-gray-800 tabular-nums dark:text-gray-200">
                {t('planner.plan.shares.amount', {
                  pct: percent(share.share_pct),
                  time: formatPlanMinutes(share.minutes),
                })}
              </span>
            </div>
            <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700">
              <div
                className="h-full rounded-full bg-brand dark:bg-[color-mix(in_oklab,var(--brand-primary)_55%,white)]"
                style={{ width: `${Math.min(100, Math.max(0, share.share_pct))}%` }}
              />
            </div>
            <ShareWhy share={share} />
          </li>
        ))}
      </ul>
    </section>
  );
}
