import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The next step (a link looking like a button). */
  action: ReactNode;
  /** `h1` when the empty state is the whole page. */
  headingLevel?: 'h1' | 'h2';
}

/** Nothing to show: say so, and offer the next step. */
export function EmptyState({ icon: Icon, title, text, action, headingLevel = 'h2' }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center dark:border-gray-700">
      <Icon aria-hidden="true" className="size-10 text-gray-500 dark:text-gray-400" />
      <Heading className="text-lg font-semibold text-gray-900 dark:text-gray-50">{title}</Heading>
      <p className="max-w-prose text-sm text-gray-700 dark:text-gray-200">{text}</p>
      {action}
    </div>
  );
}
