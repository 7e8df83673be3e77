import type { Performance } from '@members/contract';
import type { ReactNode } from 'react';
import type { ChartSeries } from '../../../../components/charts/chart-legend.tsx';
import { StackedColumns } from '../../../../components/charts/stacked-columns.tsx';
import { StackedRows } from '../../../../components/charts/stacked-rows.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatDay } from './format-day.ts';

const brand = 'var(--brand-primary)';
const muted = '#9ca3af'; // gray-400: readable on both colour modes

function ChartFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 text-gray-700 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300">
      <figcaption className="text-sm font-semibold text-gray-900 dark:text-gray-50">{title}</figcaption>
      {children}
    </figure>
  );
}

/**
 * Accuracy by subject (bars) and answers by day (columns): the correct part in the brand colour, the rest of
 * the answered in grey. Plain boxes rather than a charting library: the series are short (the grandes áreas,
 * 30 days), and recharts cost a phone about a second of blocking time on /questoes (issue 19).
 */
export function PerformanceCharts({ performance }: { performance: Performance }) {
  const { t, i18n } = useTranslation();
  const series: ChartSeries[] = [
    { label: t('questions.overview.columns.correct'), colour: brand },
    { label: t('questions.overview.columns.answered'), colour: muted },
  ];
  const split = (answered: number, correct: number) => [correct, Math.max(0, answered - correct)];
  const title = (label: string, answered: number, correct: number) =>
    `${label}: ${t('questions.overview.correctOf', { correct, count: answered })}`;
  return (
    <div className="grid gap-3 md:grid-cols-2" data-testid="performance-charts">
      <ChartFrame title={t('questions.overview.bySubjectChart')}>
        <StackedRows
          series={series}
          rows={performance.by_subject.map((subject) => ({
            key: String(subject.id),
            label: subject.desc,
            title: title(subject.desc, subject.answered, subject.correct),
            values: split(subject.answered, subject.correct),
          }))}
        />
      </ChartFrame>
      <ChartFrame title={t('questions.overview.overTimeChart')}>
        <StackedColumns
          height={176}
          series={series}
          columns={performance.over_time.map((day) => {
            const label = formatDay(day.date, i18n.language);
            return {
              key: day.date,
              label,
              title: title(label, day.answered, day.correct),
              values: split(day.answered, day.correct),
            };
          })}
        />
      </ChartFrame>
    </div>
  );
}
