import type { Performance } from '@members/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { loadCharts, type ChartsModule } from '../../../../lib/loaders/index.ts';
import { formatDay } from './format-day.ts';

const brand = 'var(--brand-primary)';
const muted = '#9ca3af'; // gray-400: readable on both colour modes

function ChartFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 text-gray-700 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300">
      <figcaption className="text-sm font-semibold text-gray-900 dark:text-gray-50">{title}</figcaption>
      {/* The figures are in the table below: the drawing is decoration for assistive technology. */}
      <div aria-hidden="true">{children}</div>
    </figure>
  );
}

/** Accuracy by subject (bars) and answers by day (areas), drawn with recharts loaded on demand. */
export function PerformanceCharts({ performance }: { performance: Performance }) {
  const { t, i18n } = useTranslation();
  const [charts, setCharts] = useState<ChartsModule | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadCharts().then(
      (module) => live && setCharts(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  if (failed) return <p className="text-sm text-gray-700 dark:text-gray-300">{t('questions.overview.chartsFailed')}</p>;
  if (!charts) {
    return (
      <div className="grid gap-3 md:grid-cols-2" aria-busy="true" data-testid="charts-loading">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  const { ResponsiveContainer, BarChart, Bar, XAxis, YAxis, Tooltip, AreaChart, Area, CartesianGrid, Legend } = charts;
  const answered = t('questions.overview.columns.answered');
  const correct = t('questions.overview.columns.correct');
  const days = performance.over_time.map((day) => ({ ...day, label: formatDay(day.date, i18n.language) }));
  const tick = { fill: 'currentColor', fontSize: 12 };
  const legendText = (value: string) => <span className="text-sm text-gray-800 dark:text-gray-200">{value}</span>;
  return (
    <div className="grid gap-3 md:grid-cols-2" data-testid="performance-charts">
      <ChartFrame title={t('questions.overview.bySubjectChart')}>
        <ResponsiveContainer width="100%" height={Math.max(160, performance.by_subject.length * 44 + 60)}>
          <BarChart
            data={performance.by_subject}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ left: 8, right: 16 }}
          >
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} tick={tick} />
            <YAxis type="category" dataKey="desc" width={110} tick={tick} />
            <Tooltip />
            <Legend formatter={legendText} />
            <Bar dataKey="answered" name={answered} fill={muted} radius={[0, 4, 4, 0]} />
            <Bar dataKey="correct" name={correct} fill={brand} radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
      <ChartFrame title={t('questions.overview.overTimeChart')}>
        <ResponsiveContainer width="100%" height={240}>
          <AreaChart data={days} accessibilityLayer={false} margin={{ left: -16, right: 16 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={tick} />
            <YAxis allowDecimals={false} tick={tick} />
            <Tooltip />
            <Legend formatter={legendText} />
            <Area type="monotone" dataKey="answered" name={answered} stroke={muted} fill={muted} fillOpacity={0.25} />
            <Area type="monotone" dataKey="correct" name={correct} stroke={brand} fill={brand} fillOpacity={0.35} />
          </AreaChart>
        </ResponsiveContainer>
      </ChartFrame>
    </div>
  );
}
