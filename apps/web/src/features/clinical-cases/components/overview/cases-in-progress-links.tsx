import { Link } from '@tanstack/react-router';
import { ArrowRight, Stethoscope } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useCasesInProgress } from '../../api/get-in-progress.ts';

/**
 * "Casos em andamento" on home and /questoes: a short list of links to continue each case where the learner
 * stopped. Asked once the page has painted (its own request); hidden while loading, on failure and when empty
 * (a shortcut, not the page's content: the cases page shows the errors).
 */
export function CasesInProgressLinks() {
  const { t } = useTranslation();
  const cases = useCasesInProgress();
  const items = cases.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="cases-in-progress-links"
      className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
      data-testid="cases-in-progress-links"
    >
      <h2
        id="cases-in-progress-links"
        className="flex items-center gap-2 text-lg font-semibold text-gray-900 dark:text-gray-50"
      >
        <Stethoscope aria-hidden="true" className="size-5" />
        {t('clinicalCases.inProgressLinks.title')}
      </h2>
      <ul className="flex flex-col divide-y divide-gray-200 dark:divide-gray-800">
        {items.map((item) => (
          <li key={item.attempt_id}>
            <Link
              to="/casos-clinicos/execucao"
              search={{ caso: String(item.case_id) }}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg py-2 hover:underline focus-visible:outline-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white"
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-gray-900 dark:text-gray-50">{item.title}</span>
                <span className="text-sm text-gray-700 dark:text-gray-300">
                  {t('clinicalCases.common.stageOf', { stage: item.stage_reached + 1, count: item.stage_count })}
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-gray-900 dark:text-gray-50">
                {t('clinicalCases.overview.continue')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/casos-clinicos"
        className="self-start text-sm font-semibold text-gray-700 underline underline-offset-2 dark:text-gray-300"
      >
        {t('clinicalCases.inProgressLinks.all')}
      </Link>
    </section>
  );
}
