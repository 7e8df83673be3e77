import type { SimuladoResult } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { formatPercent, intlLocale } from '../../logic/format.ts';

/** Score by grande área: a table whose last column draws the percentage as a bar. */
export function SubjectScores({ subjects }: { subjects: SimuladoResult['by_subject'] }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  if (subjects.length === 0) return null;
  return (
    <section aria-labelledby="result-subjects" className="flex flex-col gap-3">
      <h2 id="result-subjects" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('simulados.result.bySubject')}
      </h2>
      <div className="overflow-x-auto rounded-xl border border-gray-200 dark:border-gray-800">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-gray-700 dark:bg-gray-900 dark:text-gray-200">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('simulados.result.subject')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {t('simulados.result.subjectCorrect')}
              </th>
              <th scope="col" className="w-2/5 px-3 py-2 font-semibold">
                {t('simulados.result.subjectScore')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {subjects.map((subject) => {
              const percent = subject.total === 0 ? 0 : (subject.correct / subject.total) * 100;
              return (
                <tr key={subject.id}>
                  <th scope="row" className="px-3 py-2 font-medium text-gray-900 dark:text-gray-50">
                    {subject.desc}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap text-gray-800 tabular-nums dark:text-gray-100">
                    {subject.correct}/{subject.total}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      <div
                        aria-hidden="true"
                        className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
                      >
                        <div
                          className="h-full rounded-full bg-brand dark:bg-[color-mix(in_oklab,var(--brand-primary)_55%,white)]"
                          style={{ width: `${percent}%` }}
                        />
                      </div>
                      <span className="w-14 text-right text-gray-800 tabular-nums dark:text-gray-100">
                        {formatPercent(Math.round(percent), locale)}
                      </span>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
