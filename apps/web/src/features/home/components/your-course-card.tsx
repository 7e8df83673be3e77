import { Link } from '@tanstack/react-router';
import { Play } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { CourseInProgress } from '../courses-in-progress.ts';
import { splitInAppLink } from '../../../lib/router/in-app-link.ts';

/** A learner's course: cover, title, lessons watched of the total and "Continuar" ("Começar" before the first lesson); the whole card. */
export function YourCourseCard({ course: { item, percent, link, started } }: { course: CourseInProgress }) {
  const { t } = useTranslation();
  const { to, search } = splitInAppLink(link);
  const counts = t('home.yourCourses.watched', { watched: item.total_aulas_assistidas, count: item.total_aulas });
  return (
    <Link
      to={to}
      search={search}
      aria-label={t(started ? 'home.yourCourses.continueCourse' : 'home.yourCourses.startCourse', { name: item.title })}
      className="flex h-full gap-3 rounded-xl border border-gray-200 bg-white p-3 transition-colors hover:border-brand focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:border-gray-800 dark:bg-gray-900"
    >
      <span className="relative aspect-video w-28 shrink-0 self-start overflow-hidden rounded-lg bg-gray-200 sm:w-32 dark:bg-gray-800">
        {item.poster_path || item.backdrop_path ? (
          <img
            src={item.poster_path || item.backdrop_path}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="line-clamp-2 text-sm leading-snug font-semibold text-gray-900 dark:text-gray-50">
          {item.title}
        </span>
        <span className="text-xs text-gray-600 tabular-nums dark:text-gray-300">{counts}</span>
        <ProgressBar
          value={percent}
          label={t('home.yourCourses.progressOf', { name: item.title })}
          valueText={counts}
        />
        <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-gray-900 dark:text-gray-50">
          <Play aria-hidden="true" className="size-3.5" fill="currentColor" />
          {t(started ? 'home.yourCourses.continue' : 'home.yourCourses.start')}
        </span>
      </span>
    </Link>
  );
}
