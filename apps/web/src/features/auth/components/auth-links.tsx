import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-gray-900 underline decoration-(--brand-primary) decoration-2 underline-offset-4 ' +
  'hover:decoration-4 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-(--brand-primary) dark:text-gray-50';

/** A text link of the auth screens: 44 px tall, underlined in the brand colour. */
export function AuthLink({ children, ...props }: LinkProps & { children: ReactNode }) {
  return (
    <Link {...props} className={linkClass}>
      {children}
    </Link>
  );
}
