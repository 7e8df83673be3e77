import type { PlanSummary } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatPlanMinutes } from '../../shared/plan-minutes.ts';

const listedAtMost = 8;

/** The plan is made but the time cannot hold everything: how much is missing, what was left out, then the plan. */
export function ShortfallNotice({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const listed = plan.left_out.slice(0, listedAtMost);

  return (
    <section
      aria-labelledby="planner-shortfall-title"
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 md:p-6 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2
        id="planner-shortfall-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold focus-visible:outline-none"
      >
        <TriangleAlert aria-hidden="true" className="size-6 shrink-0" />
        {t('planner.onboarding.shortfall.title')}
      </h2>
      <p>{t('planner.onboarding.shortfall.text', { duration: formatPlanMinutes(plan.shortfall_minutes ?? 0) })}</p>
      {listed.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('planner.onboarding.shortfall.leftOut')}</h3>
          <ul className="flex flex-col gap-1">
            {listed.map((item, index) => (
              // Left-out items have no id; the list never reorders.
              <li
                key={index}
                className="flex justify-between gap-3 border-b border-amber-200 py-1 dark:border-amber-900"
              >
                <span>
                  {item.title}
                  {item.subject ? <span className="text-sm"> · {item.subject}</span> : null}
                </span>
                <span className="shrink-0 text-sm">{formatPlanMinutes(item.minutes)}</span>
              </li>
            ))}
          </ul>
          {plan.left_out.length > listed.length ? (
            <p className="text-sm">
              {t('planner.onboarding.shortfall.more', { count: plan.left_out.length - listed.length })}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="text-sm">{t('planner.onboarding.shortfall.hint')}</p>
      <Button asChild className="self-start text-base">
        <Link to="/planner/$id" params={{ id: String(plan.id) }}>
          {t('planner.onboarding.shortfall.seePlan')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </Button>
    </section>
  );
}
