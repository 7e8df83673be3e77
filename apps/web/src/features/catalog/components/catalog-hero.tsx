import type { Course } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { Info, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { buttonShape, overImageLook } from './card-styles.ts';
import { PurchaseLinkButton } from '../../../lib/access/purchase-link-button.tsx';
import { HeroBackdrop } from './hero-backdrop.tsx';
import { InAppLink } from './in-app-link.tsx';
import { LockBadge } from './lock-badge.tsx';
import { TrailerButton } from './trailer-button.tsx';

export interface CatalogHeroProps {
  course: Course;
  /** The learner's last lesson of the course, when any. */
  lessonLink: string | null;
}

const primary = cn(buttonShape, buttonVariants.primary);
const translucent = cn(buttonShape, overImageLook);

function DetailLink({ course, className, children }: { course: Course; className: string; children: ReactNode }) {
  return (
    <Link to="/$type/$id" params={{ type: course.kind, id: course.uuid }} className={className}>
      {children}
    </Link>
  );
}

/** The featured course over its hero image: name, description, hours and lessons, watch and trailer. */
export function CatalogHero({ course, lessonLink }: CatalogHeroProps) {
  const { t } = useTranslation();
  const purchaseUrl = course.access ? null : (course.purchase_url ?? course.oferta?.purchase_url ?? null);
  const watch = (
    <>
      <Play aria-hidden="true" className="size-4" fill="currentColor" />
      {t('catalog.watch')}
    </>
  );
  return (
    <section
      aria-labelledby="catalog-hero-title"
      className="relative isolate flex min-h-[26rem] items-end overflow-hidden bg-gray-900 md:min-h-[30rem]"
    >
      <HeroBackdrop src={course.hero_image_uri} />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 pt-24 pb-6 text-white md:px-6 md:pb-10">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-gray-200 uppercase">
          {t('catalog.featured')}
          {course.access ? null : <LockBadge className="tracking-normal normal-case" />}
        </p>
        <h2 id="catalog-hero-title" className="max-w-2xl text-3xl leading-tight font-bold text-balance md:text-5xl">
          {course.name}
        </h2>
        <p className="line-clamp-3 max-w-xl text-sm text-pretty text-gray-100 md:text-base">{course.description}</p>
        <p className="text-sm font-medium text-gray-200">
          {t('catalog.hoursAndLessons', { hours: course.horas, count: course.aula })}
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          {purchaseUrl ? <PurchaseLinkButton href={purchaseUrl}>{t('catalog.purchase')}</PurchaseLinkButton> : null}
          {course.access && lessonLink ? (
            <InAppLink href={lessonLink} className={primary}>
              {watch}
            </InAppLink>
          ) : course.access ? (
            <DetailLink course={course} className={primary}>
              {watch}
            </DetailLink>
          ) : null}
          {/* The detail, unless "Assistir" already leads there. */}
          {course.access && !lessonLink ? null : (
            <DetailLink course={course} className={purchaseUrl || course.access ? translucent : primary}>
              <Info aria-hidden="true" className="size-4" />
              {t('catalog.details')}
            </DetailLink>
          )}
          {course.trailer_vimeo_id ? (
            <TrailerButton vimeoId={course.trailer_vimeo_id} courseName={course.name} look={overImageLook} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
