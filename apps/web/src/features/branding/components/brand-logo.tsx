import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface BrandLogoProps {
  producer: { nome: string; app_logo_url: string | null } | null;
  /** Height and extra classes of the logo (default h-10). */
  className?: string;
}

/** The producer's logo (alt = producer name), or the app name as text when there is no logo. */
export function BrandLogo({ producer, className = 'h-10' }: BrandLogoProps) {
  const { t } = useTranslation();
  if (producer?.app_logo_url) {
    return <img src={producer.app_logo_url} alt={producer.nome} className={cn('w-auto object-contain', className)} />;
  }
  return (
    <span className={cn('text-lg font-semibold text-gray-900 dark:text-gray-50', className)}>
      {producer?.nome ?? t('app.name')}
    </span>
  );
}
