import type { Performance } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { percentage } from '../../logic/score.ts';
import { formatDay } from './format-day.ts';

const cell = 'border-b border-gray-200 px-2 py-1.5 text-left dark:border-gray-800';
const numeric = `${cell} text-right tabular-nums`;

/** The charts' figures as tables (for screen readers, and for whoever prefers numbers). */
export function PerformanceTable({ performance }: { performance: Performance }) {
  const { t, i18n } = useTranslation();
  return (
    <details className="rounded-xl border border-gray-200 p-3 text-sm text-gray-800 dark:border-gray-800 dark:text-gray-200">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        {t('questions.overview.tableToggle')}
      </summary>
      <div className="flex flex-col gap-4 overflow-x-auto pt-2">
        <table className="w-full border-collapse">
          <caption className="pb-1 text-left font-semibold">{t('questions.overview.bySubjectChart')}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t('questions.overview.columns.subject')}
              </th>
              <th scope="col" className={numeric}>
                {t('questions.overview.columns.answered')}
              </th>
              <th scope="col" className={numeric}>
                {t('questions.overview.columns.correct')}
              </th>
              <th scope="col" className={numeric}>
                {t('questions.overview.columns.accuracy')}
              </th>
            </tr>
          </thead>
          <tbody>
            {performance.by_subject.map((subject) => (
              <tr key={subject.id}>
                <th scope="row" className={`${cell} font-normal`}>
                  {subject.desc}
                </th>
                <td className={numeric}>{subject.answered}</td>
                <td className={numeric}>{subject.correct}</td>
                <td className={numeric}>
                  {t('questions.percent', { value: percentage(subject.correct, subject.answered) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full border-collapse">
          <caption className="pb-1 text-left font-semibold">{t('questions.overview.overTimeChart')}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t('questions.overview.columns.date')}
              </th>
              <th scope="col" className={numeric}>
                {t('questions.overview.columns.answered')}
              </th>
              <th scope="col" className={numeric}>
                {t('questions.overview.columns.correct')}
              </th>
            </tr>
          </thead>
          <tbody>
            {performance.over_time.map((day) => (
              <tr key={day.date}>
                <th scope="row" className={`${cell} font-normal`}>
                  {formatDay(day.date, i18n.language)}
                </th>
                <td className={numeric}>{day.answered}</td>
                <td className={numeric}>{day.correct}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
