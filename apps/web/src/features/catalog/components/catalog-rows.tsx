import type { ContentType, Course, UserCourseProgressItem } from '@members/contract';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { buildCategoryRows, continueWatching } from '../logic/catalog-rows.ts';
import { allValue } from '../logic/paging.ts';
import { CardRowSkeleton } from './catalog-skeleton.tsx';
import { CatalogRow } from './catalog-row.tsx';
import { ContinueCard } from './continue-card.tsx';
import { CourseCard } from './course-card.tsx';

export interface CatalogRowsProps {
  type: ContentType;
  courses: readonly Course[];
  /** GET /api/user/courses: "Continuar assistindo" (a skeleton while it loads, nothing if it fails). */
  progress: { isPending: boolean; data?: UserCourseProgressItem[] };
}

/** "Continuar assistindo" first, then a row per category, then the courses without one. */
export function CatalogRows({ type, courses, progress }: CatalogRowsProps) {
  const { t } = useTranslation();
  const resume = continueWatching(progress.data ?? [], type);
  const rows = buildCategoryRows(courses);
  return (
    <>
      {progress.isPending ? <CardRowSkeleton /> : null}
      {resume.length > 0 ? (
        <CatalogRow
          title={t('catalog.continueWatching')}
          items={resume.map((item) => ({
            key: item.id,
            node: <ContinueCard item={item} />,
          }))}
        />
      ) : null}
      {rows.map((row) => {
        const title = row.category?.name ?? t(`catalog.allRow.${type}`);
        return (
          <CatalogRow
            key={row.key}
            title={title}
            seeAll={{
              to: `/${type}/${row.category?.slug ?? allValue}/${allValue}`,
              label: t('catalog.seeAllOf', { name: title }),
            }}
            items={row.courses.map((course) => ({ key: course.uuid, node: <CourseCard course={course} /> }))}
          />
        );
      })}
    </>
  );
}
