import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { startRipple } from '../../../../components/ui/ripple.ts';

/**
 * Looks and ripples like the design system's primary Button (components/ui/button.tsx, variant classes
 * copied), without importing it: its Radix Slot would add 2 KB of gzip JS to the login's first paint.
 */
const submitClass =
  'relative inline-flex min-h-12 w-full cursor-pointer items-center justify-center gap-2 overflow-hidden rounded-lg px-4 py-2 ' +
  'text-base font-semibold transition select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 ' +
  'disabled:pointer-events-none disabled:opacity-60 dark:focus-visible:outline-white ' +
  'bg-(--brand-primary) text-(--brand-primary-foreground) hover:brightness-95 active:brightness-90';

/** The form's main button: full width, disabled with a spinner while the form is sending. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={submitClass}
      onPointerDown={(event) => startRipple(event.currentTarget, event.clientX, event.clientY)}
    >
      {pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> : null}
      {children}
    </button>
  );
}
