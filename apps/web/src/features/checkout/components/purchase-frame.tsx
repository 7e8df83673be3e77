import type { ReactNode } from 'react';

/** The purchase pages' column: the title, then the content (a form beside its summary on a desktop). */
export function PurchaseFrame({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6 px-4 py-6 md:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-balance text-gray-900 md:text-3xl dark:text-gray-50">{title}</h1>
        {intro}
      </header>
      {children}
    </div>
  );
}
