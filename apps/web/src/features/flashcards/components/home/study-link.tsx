import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';

export interface StudySearch {
  deck?: string;
  trilha?: string;
  erros?: '1';
}

export interface StudyLinkProps {
  search: StudySearch;
  children: string;
  /** The name that says which deck or track (the visible text alone says only "Estudar"). */
  label?: string;
  variant?: 'primary' | 'ghost';
}

/** "Estudar" for one deck or track: /flashcards/study with its filter. */
export function StudyLink({ search, children, label, variant = 'primary' }: StudyLinkProps) {
  return (
    <Link
      to="/flashcards/study"
      search={search}
      aria-label={label}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
        buttonVariants[variant],
        variant === 'ghost' && 'border border-gray-300 dark:border-gray-700',
      )}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
