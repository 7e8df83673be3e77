import type { FlashcardStats } from '@members/contract';
import { StackedColumns } from '../../../../components/charts/stacked-columns.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatDay } from './format-day.ts';

const brand = 'var(--brand-primary)';
const questionsColour = '#d97706'; // amber-600: apart from any brand colour, readable on both colour modes

/**
 * Reviews due on each of the next 30 days (cards and questions stacked). Plain boxes rather than a charting
 * library: 30 columns need no recharts, which cost a phone's main thread seconds on /flashcards (issue 19).
 */
export function ForecastChart({ forecast }: { forecast: FlashcardStats['forecast'] }) {
  const { t, i18n } = useTranslation();
  const cards = t('flashcards.home.stats.cards');
  const questions = t('flashcards.home.stats.questions');
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 text-gray-700 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300">
      <figcaption className="text-sm font-semibold text-gray-900 dark:text-gray-50">
        {t('flashcards.home.stats.forecastTitle')}
      </figcaption>
      {/* The figures are in the table below: the drawing is decoration for assistive technology. */}
      <div data-testid="forecast-chart">
        <StackedColumns
          height={160}
          series={[
            { label: cards, colour: brand },
            { label: questions, colour: questionsColour },
          ]}
          columns={forecast.map((day) => {
            const label = formatDay(day.date, i18n.language);
            const title = `${label}: ${cards} ${day.cards}, ${questions} ${day.questions}`;
            return { key: day.date, label, title, values: [day.cards, day.questions] };
          })}
        />
      </div>
    </figure>
  );
}
