import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { splitInAppLink } from '../../../lib/router/in-app-link.ts';

export interface InAppLinkProps {
  /** A path from the API, with its search (`/courses/<uuid>/module/3?aula=12`). */
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'data-card-link'?: boolean;
}

/** A router link to a path the API gave (lesson links), without a page load. */
export function InAppLink({ href, children, ...props }: InAppLinkProps) {
  const { to, search } = splitInAppLink(href);
  return (
    <Link to={to} search={search} {...props}>
      {children}
    </Link>
  );
}
