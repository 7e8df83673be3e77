import { Link } from '@tanstack/react-router';
import { BookOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useUserCourses } from '../../../lib/queries/courses.ts';
import { coursesInProgress } from '../courses-in-progress.ts';
import { YourCourseCard } from './your-course-card.tsx';

function YourCoursesBody() {
  const { t } = useTranslation();
  const courses = useUserCourses();
  if (courses.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3 sm:grid-cols-2">
        <span className="sr-only" role="status">
          {t('ui.loading')}
        </span>
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (courses.isError) {
    return <LoadErrorPanel error={courses.error} onRetry={() => void courses.refetch()} />;
  }
  const started = coursesInProgress(courses.data);
  if (started.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-gray-300 p-4 sm:flex-row sm:items-center dark:border-gray-700">
        <BookOpen aria-hidden="true" className="size-8 shrink-0 text-gray-500 dark:text-gray-400" />
        <p className="flex-1 text-sm text-gray-700 dark:text-gray-200">{t('home.yourCourses.empty')}</p>
        <Button asChild>
          <Link to="/$type" params={{ type: 'courses' }}>
            {t('home.yourCourses.browse')}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {started.map((course) => (
        <li key={course.item.id}>
          <YourCourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

/** "Seus cursos": up to four courses in progress with "Continuar", or the way to the catalog. */
export function YourCourses() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-your-courses" className="flex flex-col gap-3">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <h2 id="home-your-courses" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          {t('home.yourCourses.title')}
        </h2>
        <Link
          to="/$type"
          params={{ type: 'courses' }}
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-gray-700 hover:underline dark:text-gray-200"
        >
          {t('home.yourCourses.catalog')}
        </Link>
      </div>
      <YourCoursesBody />
    </section>
  );
}
