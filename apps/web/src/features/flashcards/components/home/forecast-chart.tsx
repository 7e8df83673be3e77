import type { FlashcardStats } from '@members/contract';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { loadCharts, type ChartsModule } from '../../../../lib/loaders/index.ts';
import { formatDay } from './format-day.ts';

const brand = 'var(--brand-primary)';
const questionsColour = '#d97706'; // amber-600: apart from any brand colour, readable on both colour modes

/** Reviews due on each of the next 30 days (cards and questions stacked), drawn with recharts on demand. */
export function ForecastChart({ forecast }: { forecast: FlashcardStats['forecast'] }) {
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

  const title = t('flashcards.home.stats.forecastTitle');
  let body;
  if (failed) body = <p className="text-sm">{t('flashcards.home.stats.chartsFailed')}</p>;
  else if (!charts) body = <Skeleton className="h-56 rounded-xl" data-testid="charts-loading" />;
  else {
    const { ResponsiveContainer, BarChart, Bar, XAxis, YAxis, Tooltip, CartesianGrid, Legend } = charts;
    const days = forecast.map((day) => ({ ...day, label: formatDay(day.date, i18n.language) }));
    const tick = { fill: 'currentColor', fontSize: 12 };
    const legendText = (value: string) => <span className="text-sm text-gray-800 dark:text-gray-200">{value}</span>;
    body = (
      // The figures are in the table below: the drawing is decoration for assistive technology.
      <div aria-hidden="true" data-testid="forecast-chart">
        <ResponsiveContainer width="100%" height={224}>
          <BarChart data={days} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" minTickGap={12} />
            <YAxis allowDecimals={false} tick={tick} />
            <Tooltip />
            <Legend formatter={legendText} />
            <Bar dataKey="cards" stackId="due" name={t('flashcards.home.stats.cards')} fill={brand} />
            <Bar
              dataKey="questions"
              stackId="due"
              name={t('flashcards.home.stats.questions')}
              fill={questionsColour}
              radius={[3, 3, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    );
  }
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 text-gray-700 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300">
      <figcaption className="text-sm font-semibold text-gray-900 dark:text-gray-50">{title}</figcaption>
      {body}
    </figure>
  );
}
