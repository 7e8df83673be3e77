import type { ContentType } from '@members/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useCourses, useUserCourses } from '../../../lib/queries/courses.ts';
import { pickHeroCourse } from '../logic/catalog-rows.ts';
import { freemiumOffer, type FreemiumSession } from '../../../lib/access/freemium-offer.ts';
import { freemiumGrantsOfCourses } from '../logic/freemium.ts';
import { CatalogEmpty } from './catalog-empty.tsx';
import { CatalogHero } from './catalog-hero.tsx';
import { CatalogRows } from './catalog-rows.tsx';
import { CatalogSkeleton } from './catalog-skeleton.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';

/** Only trial learners see it: loaded when one does, off the first paint every other learner pays for. */
const FreemiumBanner = lazy(() =>
  import('./freemium-banner.tsx').then((module) => ({ default: module.FreemiumBanner })),
);

export interface CatalogPageProps extends FreemiumSession {
  type: ContentType;
}

/** The catalog has no paging of its own: one call brings every course of the kind (the API's maximum page). */
const catalogQuery = (type: ContentType) => ({ type, page: 1, per_page: 100 });

/**
 * /courses, /movie, /tv: a streaming-style catalog. The featured course as the hero, "Continuar assistindo",
 * then one row per category; the freemium banner when the access is a trial.
 */
export function CatalogPage({ type, isFreemium, linkFreemium }: CatalogPageProps) {
  const { t } = useTranslation();
  const courses = useCourses(catalogQuery(type));
  const progress = useUserCourses();
  const list = courses.data?.results ?? [];
  const hero = pickHeroCourse(list);
  const offer = courses.isSuccess ? freemiumOffer({ isFreemium, linkFreemium }, freemiumGrantsOfCourses(list)) : null;
  const heroLesson = hero
    ? (progress.data?.find((item) => item.id === hero.uuid)?.last_watched_lesson_link ?? null)
    : null;

  return (
    <div className="flex flex-col pb-10">
      <h1 className="sr-only">{t(`catalog.types.${type}`)}</h1>
      {/* The hero waits for the progress too: its buttons depend on the last lesson, and arriving later they
          would grow the hero upwards under the learner's eyes (a layout shift, issue 19). Both load together. */}
      {courses.isPending || progress.isPending ? (
        <CatalogSkeleton />
      ) : courses.isError ? (
        <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-6">
          <LoadErrorPanel error={courses.error} onRetry={() => void courses.refetch()} />
        </div>
      ) : list.length === 0 ? (
        <div className="mx-auto w-full max-w-3xl px-4 py-10 md:px-6">
          <CatalogEmpty type={type} />
        </div>
      ) : (
        <>
          {hero ? <CatalogHero course={hero} lessonLink={heroLesson} /> : null}
          <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 pt-6">
            {offer ? (
              <div className="px-4 md:px-6">
                <Suspense>
                  <FreemiumBanner offer={offer} />
                </Suspense>
              </div>
            ) : null}
            <CatalogRows type={type} courses={list} progress={progress} />
          </div>
        </>
      )}
    </div>
  );
}
