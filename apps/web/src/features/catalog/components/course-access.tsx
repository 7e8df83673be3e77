import type { CourseDetail } from '@members/contract';
import { CircleCheck, Lock, Sparkles } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { watchedPercent } from '../logic/catalog-rows.ts';
import { PurchaseLinkButton } from '../../../lib/access/purchase-link-button.tsx';
import { useDateFormat } from '../../../lib/format/date.ts';

/** The learner's access (locked with the purchase link, freemium or paid with its end) and progress. */
export function CourseAccess({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const purchaseUrl = course.purchase_url ?? course.oferta?.purchase_url ?? null;
  if (!course.access) {
    return (
      <section
        aria-labelledby="course-access"
        data-access="locked"
        className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 dark:border-gray-800 dark:bg-gray-900"
      >
        <h2 id="course-access" className="flex items-center gap-2 font-semibold">
          <Lock aria-hidden="true" className="size-5" />
          {t('courseDetail.access.lockedTitle')}
        </h2>
        <p className="text-sm text-gray-700 dark:text-gray-200">{t('courseDetail.access.lockedText')}</p>
        {purchaseUrl ? (
          <PurchaseLinkButton href={purchaseUrl}>{course.oferta?.label || t('catalog.purchase')}</PurchaseLinkButton>
        ) : null}
      </section>
    );
  }
  const freemium = course.access_kind === 'freemium';
  const Icon = freemium ? Sparkles : CircleCheck;
  const ends = course.access_ends_at ? formatDate(course.access_ends_at, 'long') : null;
  const counts = t('courseDetail.watched', { watched: course.total_aulas_assistidas, count: course.aula });
  return (
    <section
      aria-labelledby="course-access"
      data-access={course.access_kind ?? 'open'}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="course-access" className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 text-green-700 dark:text-green-400" />
        {freemium ? t('courseDetail.access.freemiumTitle') : t('courseDetail.access.openTitle')}
      </h2>
      {ends ? (
        <p className="text-sm text-gray-700 dark:text-gray-200">
          {t(freemium ? 'courseDetail.access.freemiumUntil' : 'courseDetail.access.until', { date: ends })}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <ProgressBar
          value={watchedPercent(course.total_aulas_assistidas, course.aula)}
          label={t('courseDetail.progress')}
          valueText={counts}
          size="md"
        />
        <p className="text-sm text-gray-700 tabular-nums dark:text-gray-200">{counts}</p>
      </div>
    </section>
  );
}
