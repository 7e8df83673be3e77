import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { producerContentLocale, useTranslation } from '../../../lib/i18n/index.ts';
import { studyShortcuts } from '../study-shortcuts.ts';
import { YourCourses } from './your-courses.tsx';

export interface HomePageProps {
  /** The producer's home texts (branding); null without a producer. */
  producer: { nome: string; app_title_home: string | null; app_text_home: string | null } | null;
  /** The clinical cases in progress (links to continue), composed by the route; renders nothing when none. */
  casesInProgress?: ReactNode;
  /** Today in the learner's study plan, or the call to build one, composed by the route. */
  plannerToday?: ReactNode;
  /** The learner's active study plan: the planner shortcut leads there (else to the onboarding). */
  activePlanId?: number | null;
}

function greetingKey(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/**
 * Home `/`: the producer's title and text, a greeting, today in the study plan, the courses in progress and a shortcut
 * to each study area.
 */
export function HomePage({ producer, casesInProgress, plannerToday, activePlanId = null }: HomePageProps) {
  const { t } = useTranslation();
  const producerTitle = producer?.app_title_home?.trim();
  const producerText = producer?.app_text_home?.trim();
  // The producer's texts are in Portuguese whatever the interface's language (lang tells screen readers).
  const title = producerTitle || t('home.defaultTitle');
  const text = producerText || t('home.defaultText');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 md:py-10">
      <section aria-labelledby="home-title" className="flex flex-col gap-2">
        <p className="text-sm font-medium text-gray-600 dark:text-gray-300">
          {t(`home.greeting.${greetingKey(new Date().getHours())}`)}
        </p>
        <h1
          id="home-title"
          lang={producerTitle ? producerContentLocale : undefined}
          className="text-2xl font-bold text-balance text-gray-900 md:text-3xl dark:text-gray-50"
        >
          {title}
        </h1>
        <p
          lang={producerText ? producerContentLocale : undefined}
          className="max-w-prose text-base text-pretty whitespace-pre-line text-gray-700 dark:text-gray-200"
        >
          {text}
        </p>
      </section>
      {plannerToday}
      <YourCourses />
      {casesInProgress}
      <section aria-labelledby="home-shortcuts" className="flex flex-col gap-3">
        <h2 id="home-shortcuts" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          {t('home.shortcutsTitle')}
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {studyShortcuts(activePlanId).map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex min-h-20 items-center gap-4 rounded-xl border border-gray-200 bg-white p-4 transition-colors hover:border-brand focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:border-gray-800 dark:bg-gray-900"
              >
                <span
                  className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand text-brand-foreground"
                  aria-hidden="true"
                >
                  <Icon className="size-6" />
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-gray-900 dark:text-gray-50">
                    {t(`home.shortcuts.${key}.title`)}
                  </span>
                  <span className="text-sm text-gray-600 dark:text-gray-300">
                    {t(`home.shortcuts.${key}.description`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
