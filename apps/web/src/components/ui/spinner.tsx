import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { cn } from './cn.ts';

export interface SpinnerProps {
  /** Accessible text; "Carregando…" by default. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}
