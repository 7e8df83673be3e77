import type { Course } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** A course found: cover, name, lesson count, and a "Bloqueado" badge when the learner cannot open it. */
export function CourseHitCard({ course }: { course: Course }) {
  const { t } = useTranslation();
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gray-900 dark:has-focus-visible:outline-gray-100 dark:border-gray-800 dark:bg-gray-900">
      <div className="relative aspect-video bg-gray-200 dark:bg-gray-800">
        {course.image_uri ? (
          <img src={course.image_uri} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : null}
        {course.access ? null : (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-gray-950/85 px-2 py-0.5 text-xs font-semibold text-white">
            <Lock aria-hidden="true" className="size-3.5" />
            {t('search.courseLocked')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-3 text-sm leading-snug font-semibold text-gray-900 dark:text-gray-50">
          <Link
            to="/$type/$id"
            params={{ type: course.kind, id: course.uuid }}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {course.name}
          </Link>
        </h3>
        <p className="text-xs text-gray-600 dark:text-gray-300">{t('search.lessonCount', { count: course.aula })}</p>
      </div>
    </li>
  );
}
