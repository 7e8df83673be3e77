import type { FlashcardStats } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatDay } from './format-day.ts';

const cell = 'border-b border-gray-200 px-2 py-1.5 text-left dark:border-gray-800';
const numeric = `${cell} text-right tabular-nums`;

/** The forecast and the studied days as tables (for screen readers, and for whoever prefers numbers). */
export function StatsTables({ stats }: { stats: FlashcardStats }) {
  const { t, i18n } = useTranslation();
  const studied = [...stats.heatmap].filter((day) => day.reviews > 0).sort((a, b) => b.date.localeCompare(a.date));
  return (
    <details className="rounded-xl border border-gray-200 p-3 text-sm text-gray-800 dark:border-gray-800 dark:text-gray-200">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        {t('flashcards.home.stats.tableToggle')}
      </summary>
      <div className="flex flex-col gap-4 overflow-x-auto pt-2">
        <table className="w-full border-collapse">
          <caption className="pb-1 text-left font-semibold">{t('flashcards.home.stats.forecastTitle')}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t('flashcards.home.stats.columns.date')}
              </th>
              <th scope="col" className={numeric}>
                {t('flashcards.home.stats.columns.cards')}
              </th>
              <th scope="col" className={numeric}>
                {t('flashcards.home.stats.columns.questions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.forecast.map((day) => (
              <tr key={day.date}>
                <th scope="row" className={`${cell} font-normal`}>
                  {formatDay(day.date, i18n.language)}
                </th>
                <td className={numeric}>{day.cards}</td>
                <td className={numeric}>{day.questions}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full border-collapse">
          <caption className="pb-1 text-left font-semibold">{t('flashcards.home.stats.heatmapTable')}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t('flashcards.home.stats.columns.date')}
              </th>
              <th scope="col" className={numeric}>
                {t('flashcards.home.stats.columns.reviews')}
              </th>
            </tr>
          </thead>
          <tbody>
            {studied.map((day) => (
              <tr key={day.date}>
                <th scope="row" className={`${cell} font-normal`}>
                  {formatDay(day.date, i18n.language)}
                </th>
                <td className={numeric}>{day.reviews}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
