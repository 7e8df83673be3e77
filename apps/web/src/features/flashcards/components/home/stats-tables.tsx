import type { FlashcardStats } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatDay } from './format-day.ts';

const cell = 'border-b border-gray-200 px-2 py-1.5 text-left dark:border-gray-800';
const numeric = `${cell} text-right tabular-nums`;

/** One table of days: the date as the row header, then a number per column. */
function DayTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly { date: string; values: readonly number[] }[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <table className="w-full border-collapse">
      <caption className="pb-1 text-left font-semibold">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={cell}>
            {t('flashcards.home.stats.columns.date')}
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className={numeric}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.date}>
            <th scope="row" className={`${cell} font-normal`}>
              {formatDay(row.date, i18n.language)}
            </th>
            {row.values.map((value, index) => (
              <td key={columns[index]} className={numeric}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The forecast and the studied days as tables (for screen readers, and for whoever prefers numbers). */
export function StatsTables({ stats }: { stats: FlashcardStats }) {
  const { t } = useTranslation();
  const studied = [...stats.heatmap].filter((day) => day.reviews > 0).sort((a, b) => b.date.localeCompare(a.date));
  return (
    <details className="rounded-xl border border-gray-200 p-3 text-sm text-gray-800 dark:border-gray-800 dark:text-gray-200">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        {t('flashcards.home.stats.tableToggle')}
      </summary>
      <div className="flex flex-col gap-4 overflow-x-auto pt-2">
        <DayTable
          caption={t('flashcards.home.stats.forecastTitle')}
          columns={[t('flashcards.home.stats.columns.cards'), t('flashcards.home.stats.columns.questions')]}
          rows={stats.forecast.map((day) => ({ date: day.date, values: [day.cards, day.questions] }))}
        />
        <DayTable
          caption={t('flashcards.home.stats.heatmapTable')}
          columns={[t('flashcards.home.stats.columns.reviews')]}
          rows={studied.map((day) => ({ date: day.date, values: [day.reviews] }))}
        />
      </div>
    </details>
  );
}
