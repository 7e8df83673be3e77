import type { LessonHit } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { CircleCheck, Lock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { splitInAppLink } from '../../../lib/router/in-app-link.ts';
import { lessonHref, type ModuleLayout } from '../lesson-route.ts';
import { HighlightedText } from './highlighted-text.tsx';

export interface LessonHitItemProps {
  hit: LessonHit;
  query: string;
  layout: ModuleLayout;
  /** "Curso › Módulo" in the whole-app search; the module alone inside a course. */
  withCourse: boolean;
}

/** One lesson found: title, course › module, the snippet with the searched words marked, watched or locked. */
export function LessonHitItem({ hit, query, layout, withCourse }: LessonHitItemProps) {
  const { t } = useTranslation();
  const { to, search } = splitInAppLink(lessonHref(hit, layout));
  return (
    <li className="relative flex gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm transition hover:border-gray-300 hover:shadow-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gray-900 dark:has-focus-visible:outline-gray-100 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-gray-700">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="line-clamp-2 text-xs font-medium text-gray-600 dark:text-gray-300">
          {withCourse ? (
            <>
              {hit.course_name} <span aria-hidden="true">›</span>
              <span className="sr-only">,</span>{' '}
            </>
          ) : null}
          {hit.module_title}
        </p>
        <h3 className="text-base leading-snug font-semibold text-gray-900 dark:text-gray-50">
          {/* The whole card opens the lesson; the link's name stays the lesson's title. */}
          <Link to={to} search={search} className="after:absolute after:inset-0 after:rounded-xl focus:outline-none">
            <HighlightedText text={hit.title} query={query} />
          </Link>
        </h3>
        {hit.snippet ? (
          <p className="line-clamp-3 text-sm text-gray-700 dark:text-gray-200">
            <HighlightedText text={hit.snippet} query={query} />
          </p>
        ) : null}
      </div>
      <LessonHitStatus
        access={hit.access}
        watched={hit.watched}
        label={hit.access ? t('search.watched') : t('search.lessonLocked')}
      />
    </li>
  );
}

function LessonHitStatus({ access, watched, label }: { access: boolean; watched: boolean; label: string }) {
  if (access && !watched) return null;
  const Icon = access ? CircleCheck : Lock;
  const tone = access ? 'text-green-800 dark:text-green-300' : 'text-gray-600 dark:text-gray-300';
  return (
    <p
      className={`flex shrink-0 items-start gap-1 text-xs font-semibold ${tone}`}
      data-status={access ? 'watched' : 'locked'}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">{label}</span>
    </p>
  );
}
