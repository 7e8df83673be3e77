import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export interface SkeletonProps extends ComponentProps<'div'> {
  /** A round placeholder (an avatar, an icon button) instead of a rounded rectangle. */
  circle?: boolean;
}

/** Placeholder block shown while content loads (decorative: pair it with a status text or aria-busy). */
export function Skeleton({ className, circle = false, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cn(
        'animate-pulse bg-gray-200 motion-reduce:animate-none dark:bg-gray-800',
        circle ? 'rounded-full' : 'rounded-md',
        className,
      )}
      {...props}
    />
  );
}
