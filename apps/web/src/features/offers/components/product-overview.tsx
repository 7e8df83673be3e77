import type { ProductOffersResponse } from '@members/contract';
import { BookOpen, CalendarClock, CircleCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { accessText } from '../logic/offer-texts.ts';

/** The product: its name and description, what it opens (courses by name, areas) and for how long. */
export function ProductOverview({ product }: { product: ProductOffersResponse['product'] }) {
  const { t } = useTranslation();
  const items = [
    ...product.courses.map((course) => ({ key: `course-${course.uuid}`, text: course.name, course: true })),
    ...product.areas.map((area) => ({ key: area, text: t(`offers.areas.${area}`), course: false })),
  ];
  return (
    <header className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-balance text-gray-900 md:text-4xl dark:text-gray-50">{product.name}</h1>
      {product.description ? (
        <p className="max-w-prose text-lg text-gray-800 dark:text-gray-200">{product.description}</p>
      ) : null}
      <section
        aria-labelledby="product-includes"
        className="flex flex-col gap-3 rounded-xl bg-gray-50 p-4 dark:bg-gray-900/60"
      >
        <h2 id="product-includes" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          {t('offers.includes')}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.key} className="flex gap-2 text-gray-800 dark:text-gray-200">
              {item.course ? (
                <BookOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-600 dark:text-gray-300" />
              ) : (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-600 dark:text-gray-300" />
              )}
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
        <p className="flex items-center gap-2 font-medium text-gray-900 dark:text-gray-50" data-testid="product-access">
          <CalendarClock aria-hidden="true" className="size-5 text-gray-600 dark:text-gray-300" />
          {accessText(t, product.access)}
        </p>
      </section>
    </header>
  );
}
