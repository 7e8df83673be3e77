import type { Performance } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { performanceDays } from '../../api/get-performance.ts';
import { percentage } from '../../logic/score.ts';
import { PerformanceCharts } from './performance-charts.tsx';
import { PerformanceTable } from './performance-table.tsx';

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="text-3xl font-bold text-gray-900 tabular-nums dark:text-gray-50">{value}</dd>
      <dd className="text-sm text-gray-600 dark:text-gray-400">{detail}</dd>
    </div>
  );
}

/** The learner's figures of the last days: answered, accuracy, by subject and over time (charts and a table). */
export function PerformanceSection({ performance }: { performance: Performance }) {
  const { t } = useTranslation();
  const accuracy = percentage(performance.correct, performance.answered);
  return (
    <section
      aria-labelledby="questions-performance"
      className="flex flex-col gap-4"
      data-testid="questions-performance"
    >
      <h2 id="questions-performance" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('questions.overview.performanceTitle', { days: performanceDays })}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <Figure
          label={t('questions.overview.answered')}
          value={String(performance.answered)}
          detail={t('questions.overview.lastDays', { days: performanceDays })}
        />
        <Figure
          label={t('questions.overview.accuracy')}
          value={t('questions.percent', { value: accuracy })}
          detail={t('questions.overview.correctOf', { correct: performance.correct, count: performance.answered })}
        />
      </dl>
      {performance.answered > 0 ? (
        <>
          <PerformanceCharts performance={performance} />
          <PerformanceTable performance={performance} />
        </>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('questions.overview.noRecentAnswers', { days: performanceDays })}
        </p>
      )}
    </section>
  );
}
