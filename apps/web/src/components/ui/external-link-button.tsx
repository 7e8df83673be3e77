import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { buttonVariants, type ButtonVariant } from './button.tsx';
import { cn } from './cn.ts';

/** A link out of the app (a sales page, a reference) that looks like a button and opens in a new tab, saying so. */
export function ExternalLinkButton({
  href,
  variant = 'primary',
  className,
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white',
        buttonVariants[variant],
        className,
      )}
    >
      {children}
      <ExternalIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{t('ui.newTab')}</span>
    </a>
  );
}
