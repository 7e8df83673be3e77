import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { usePlanHistory } from '../../api/get-plan-history.ts';
import { usePlanDateFormat } from '../../shared/plan-date-format.ts';

/** The learner's other plans (the history, and the active one when this page shows an archived plan). */
export function HistorySection({ currentId }: { currentId: number }) {
  const { t } = useTranslation();
  const formatDate = usePlanDateFormat();
  const history = usePlanHistory();
  const others = (history.data ?? []).filter((plan) => plan.id !== currentId);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="plan-history-title" className="flex flex-col gap-3">
      <h2 id="plan-history-title" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('planner.plan.history.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {others.map((plan) => (
          <li key={plan.id}>
            <Link
              to="/planner/$id"
              params={{ id: String(plan.id) }}
              className="flex flex-col gap-0.5 rounded-lg border border-gray-200 bg-white p-3 hover:border-gray-400 focus-visible:outline-2 focus-visible:outline-gray-900 dark:border-gray-800 dark:bg-gray-900 dark:focus-visible:outline-white"
            >
              <span className="font-medium text-gray-900 dark:text-gray-50">
                {t(plan.status === 'active' ? 'planner.plan.history.active' : 'planner.plan.history.archived', {
                  exams: plan.institutions.map((institution) => institution.desc).join(', '),
                })}
              </span>
              <span className="text-sm text-gray-700 dark:text-gray-300">
                {t('planner.plan.history.dates', {
                  start: formatDate(plan.start_date),
                  exam: formatDate(plan.exam_date),
                })}
                {' · '}
                {t('planner.plan.history.done', { done: plan.done, count: plan.activities })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
