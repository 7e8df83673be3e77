import type { ContentType } from '@members/contract';
import { isMissingCourse, useCourse } from '../../../lib/queries/courses.ts';
import { CategoryChips } from './category-chips.tsx';
import { CourseAccess } from './course-access.tsx';
import { CourseDetailHeader } from './course-detail-header.tsx';
import { CourseDetailSkeleton } from './course-detail-skeleton.tsx';
import { CourseNotFound } from './course-not-found.tsx';
import { HandoutList } from './handout-list.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { ModuleList } from './module-list.tsx';

export interface CourseDetailPageProps {
  type: ContentType;
  /** The course uuid from the path. */
  id: string;
}

/** /{type}/{id}: the course, the learner's access and progress, its modules in order and its handouts. */
export function CourseDetailPage({ type, id }: CourseDetailPageProps) {
  const course = useCourse(id);
  if (course.isPending) return <CourseDetailSkeleton />;
  if (course.isError) {
    if (isMissingCourse(course.error)) return <CourseNotFound type={type} />;
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-6 md:px-6">
        <LoadErrorPanel error={course.error} onRetry={() => void course.refetch()} />
      </div>
    );
  }
  const detail = course.data;
  return (
    <article className="flex flex-col pb-10" aria-labelledby="course-title">
      <CourseDetailHeader course={detail} />
      {/* Phones: access and progress first, categories last; wide screens: both in a side column. */}
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 pt-6 md:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <CourseAccess course={detail} />
        </div>
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ModuleList course={detail} />
          <HandoutList handouts={detail.attachments} locked={!detail.access} />
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <CategoryChips type={detail.kind} categories={detail.categories} />
        </div>
      </div>
    </article>
  );
}
