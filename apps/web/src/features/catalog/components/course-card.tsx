import type { Course } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { CourseCover } from './course-cover.tsx';
import { PurchaseLinkButton } from '../../../lib/access/purchase-link-button.tsx';
import { LockBadge } from './lock-badge.tsx';
import { cardClass, cardLinkClass } from './card-styles.ts';

export interface CourseCardProps {
  course: Course;
  /** h3 under a row's h2; h2 in a page's grid. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A course: cover, name, hours and lessons, progress once started. The whole card opens the detail (a
 * stretched link); a locked one shows "Bloqueado" and the purchase link above it.
 */
export function CourseCard({ course, headingLevel = 'h3' }: CourseCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  const purchaseUrl = course.access ? null : (course.purchase_url ?? course.oferta?.purchase_url ?? null);
  return (
    <article className={`${cardClass} h-full`} data-locked={course.access ? undefined : ''}>
      <CourseCover src={course.image_uri}>
        {course.access ? null : <LockBadge className="absolute top-2 left-2" />}
      </CourseCover>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Heading className="line-clamp-2 text-sm leading-snug font-semibold text-gray-900 dark:text-gray-50">
          <Link
            to="/$type/$id"
            params={{ type: course.kind, id: course.uuid }}
            className={cardLinkClass}
            data-card-link
          >
            {course.name}
          </Link>
        </Heading>
        <p className="text-xs text-gray-600 dark:text-gray-300">
          {t('catalog.hoursAndLessons', { hours: course.horas, count: course.aula })}
        </p>
        {course.access && course.progress > 0 ? (
          <ProgressBar
            value={course.progress}
            label={t('catalog.progressOf', { name: course.name })}
            valueText={t('catalog.progressValue', { value: course.progress })}
            className="mt-auto"
          />
        ) : null}
        {purchaseUrl ? (
          <PurchaseLinkButton href={purchaseUrl} className="relative z-10 mt-auto self-start">
            {t('catalog.purchase')}
          </PurchaseLinkButton>
        ) : null}
      </div>
    </article>
  );
}
