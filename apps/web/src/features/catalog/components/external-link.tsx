import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants, type ButtonVariant } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';

/** A link to the producer's sales page, looking like a button, opening in a new tab (and saying so). */
export function ExternalLink({ href, variant = 'primary', className, children }: { href: string; variant?: ButtonVariant; className?: string; children: ReactNode }) {
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
      <span className="sr-only">{t('catalog.newTab')}</span>
    </a>
  );
}
