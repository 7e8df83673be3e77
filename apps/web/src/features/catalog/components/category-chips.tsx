import type { ContentType, CourseCategory } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { allValue } from '../logic/paging.ts';

/** The course's categories, each opening its listing. */
export function CategoryChips({ type, categories }: { type: ContentType; categories: readonly CourseCategory[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="course-categories" className="flex flex-col gap-2">
      <h2 id="course-categories" className="text-sm font-semibold text-gray-700 dark:text-gray-200">
        {t('courseDetail.categoriesTitle')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to="/$type/$category/$query"
              params={{ type, category: category.slug, query: allValue }}
              className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-4 text-sm font-medium text-gray-800 hover:border-gray-500 hover:bg-gray-50 dark:border-gray-700 dark:text-gray-100 dark:hover:border-gray-500 dark:hover:bg-gray-800"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
