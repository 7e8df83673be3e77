import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** Placeholder block shown while content loads (decorative: pair it with a status text or aria-busy). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cn('animate-pulse rounded-md bg-gray-200 motion-reduce:animate-none dark:bg-gray-800', className)}
      {...props}
    />
  );
}
