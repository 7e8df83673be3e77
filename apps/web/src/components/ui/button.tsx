import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps, PointerEvent } from 'react';
import { cn } from './cn.ts';
import { startRipple } from './ripple.ts';

export const buttonVariants = {
  primary: 'bg-(--brand-primary) text-(--brand-primary-foreground) hover:brightness-95 active:brightness-90',
  secondary: 'bg-(--brand-secondary) text-(--brand-secondary-foreground) hover:brightness-95 active:brightness-90',
  ghost:
    'bg-transparent text-gray-900 hover:bg-gray-100 active:bg-gray-200 dark:text-gray-50 dark:hover:bg-gray-800 dark:active:bg-gray-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** Renders the single child (e.g. a router link) with the button's look and behaviour. */
  asChild?: boolean;
}

/** Design-system button: 44 px minimum tap target, visible focus ring, 401 ms ripple (off under reduced motion). */
export function Button({
  variant = 'primary',
  asChild = false,
  className,
  type,
  onPointerDown,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerDown?.(event);
    if (!event.defaultPrevented) startRipple(event.currentTarget, event.clientX, event.clientY);
  };
  return (
    <Component
      data-variant={variant}
      type={asChild ? type : (type ?? 'button')}
      className={cn(
        'relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 overflow-hidden rounded-lg px-4 py-2',
        'text-sm font-semibold transition select-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
        'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
        buttonVariants[variant],
        className,
      )}
      onPointerDown={handlePointerDown}
      {...props}
    />
  );
}
