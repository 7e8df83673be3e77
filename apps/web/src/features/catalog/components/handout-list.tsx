import type { Apostila } from '@members/contract';
import { FileText } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { formatFileSize } from '../logic/format.ts';

/**
 * The course's handouts (apostilas) with name and size. The download (with its progress bar) lives on the
 * module page, next to the lessons: here they are listed so the learner knows what the course brings.
 */
export function HandoutList({ handouts }: { handouts: readonly Apostila[] }) {
  const { t, i18n } = useTranslation();
  if (handouts.length === 0) return null;
  return (
    <section aria-labelledby="course-handouts" className="flex flex-col gap-3">
      <h2 id="course-handouts" className="text-xl font-bold text-gray-900 dark:text-gray-50">
        {t('courseDetail.handoutsTitle')}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-200">{t('courseDetail.handoutsHint')}</p>
      <ul className="flex flex-col divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {handouts.map((handout) => (
          <li key={handout.id} className="flex min-h-14 items-center gap-3 px-4 py-2">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-gray-500 dark:text-gray-400" />
            <span className="flex-1 text-sm font-medium text-gray-900 dark:text-gray-50">{handout.nome}</span>
            <span className="text-xs text-gray-600 tabular-nums dark:text-gray-300">{formatFileSize(handout.tamanho, i18n.resolvedLanguage ?? 'pt-BR')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
