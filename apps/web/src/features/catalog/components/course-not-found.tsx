import type { ContentType } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { buttonShape } from './card-styles.ts';
import { EmptyState } from './empty-state.tsx';

/** The API answered 404 (or the id is malformed): say so and lead back to the catalog. */
export function CourseNotFound({ type }: { type: ContentType }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 md:px-6" data-testid="course-not-found">
      <EmptyState
        icon={SearchX}
        headingLevel="h1"
        title={t('courseDetail.notFound.title')}
        text={t('courseDetail.notFound.text')}
        action={
          <Link to="/$type" params={{ type }} className={cn(buttonShape, buttonVariants.primary)}>
            {t('courseDetail.notFound.back')}
          </Link>
        }
      />
    </div>
  );
}
