import type { CourseDetail } from '@members/contract';
import { Play } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { buttonShape, overImageLook } from './card-styles.ts';
import { PurchaseLinkButton } from '../../../lib/access/purchase-link-button.tsx';
import { HeroBackdrop } from './hero-backdrop.tsx';
import { InAppLink } from './in-app-link.tsx';
import { LockBadge } from './lock-badge.tsx';
import { TrailerButton } from './trailer-button.tsx';

/** The course over its hero image: name, description, hours, lessons and modules, and what to do next. */
export function CourseDetailHeader({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const purchaseUrl = course.access ? null : (course.purchase_url ?? course.oferta?.purchase_url ?? null);
  const started = course.total_aulas_assistidas > 0;
  return (
    <header className="relative isolate flex min-h-[22rem] items-end overflow-hidden bg-gray-900 md:min-h-[26rem]">
      <HeroBackdrop src={course.hero_image_uri} />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 pt-20 pb-6 text-white md:px-6 md:pb-10">
        {course.access ? null : <LockBadge className="self-start" />}
        <h1 id="course-title" className="max-w-3xl text-3xl leading-tight font-bold text-balance md:text-4xl">
          {course.name}
        </h1>
        <p className="max-w-2xl text-sm text-pretty text-gray-100 md:text-base">{course.description}</p>
        <p className="text-sm font-medium text-gray-200">
          {t('courseDetail.meta', {
            hours: course.horas,
            lessons: t('courseDetail.lessons', { count: course.aula }),
            modules: t('courseDetail.modules', { count: course.modulo }),
          })}
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          {purchaseUrl ? (
            <PurchaseLinkButton href={purchaseUrl}>{course.oferta?.label || t('catalog.purchase')}</PurchaseLinkButton>
          ) : null}
          {course.access && course.last_watched_lesson_link ? (
            <InAppLink href={course.last_watched_lesson_link} className={cn(buttonShape, buttonVariants.primary)}>
              <Play aria-hidden="true" className="size-4" fill="currentColor" />
              {started ? t('courseDetail.continue') : t('courseDetail.start')}
            </InAppLink>
          ) : null}
          {course.trailer_vimeo_id ? (
            <TrailerButton vimeoId={course.trailer_vimeo_id} courseName={course.name} look={overImageLook} />
          ) : null}
        </div>
      </div>
    </header>
  );
}
