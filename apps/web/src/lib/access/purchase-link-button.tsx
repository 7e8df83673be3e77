import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonVariants, type ButtonVariant } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ExternalLinkButton } from '../../components/ui/external-link-button.tsx';
import { splitInAppLink } from '../router/in-app-link.ts';
import { isInAppLink } from './purchase-link.ts';

export interface PurchaseLinkButtonProps {
  /** A purchase, renewal or upgrade link: a path of this app (`/page/offers/<id>`) or a sales page elsewhere. */
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/**
 * A buy, renew or upgrade button: our own offers page opens in the app (router navigation, same tab); a sales
 * page elsewhere (Hotmart, the producer's site) opens in a new tab, saying so.
 */
export function PurchaseLinkButton({ href, variant = 'primary', className, children }: PurchaseLinkButtonProps) {
  if (!isInAppLink(href))
    return (
      <ExternalLinkButton href={href} variant={variant} className={className}>
        {children}
      </ExternalLinkButton>
    );
  const { to, search } = splitInAppLink(href);
  return (
    <Link
      to={to}
      search={search}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
        buttonVariants[variant],
        className,
      )}
    >
      {children}
    </Link>
  );
}
