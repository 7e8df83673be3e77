import type { Course } from '@members/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { CourseHitCard } from './course-hit-card.tsx';

/** The "Cursos" group: up to ten courses, in a grid of cards. */
export function CourseResults({ courses }: { courses: readonly Course[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <ResultsHeading
        id={headingId}
        title={t('search.courses')}
        count={t('search.courseCount', { count: courses.length })}
      />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {courses.map((course) => (
          <CourseHitCard key={course.uuid} course={course} />
        ))}
      </ul>
    </section>
  );
}

/** A group's heading ("Cursos", "Aulas": stable accessible names) with its count beside it. */
export function ResultsHeading({ id, title, count }: { id: string; title: string; count: string }) {
  return (
    <div className="flex items-baseline gap-2">
      <h2 id={id} className="text-lg font-bold text-gray-900 dark:text-gray-50">
        {title}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">{count}</p>
    </div>
  );
}
