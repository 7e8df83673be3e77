import { Lock } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** "Bloqueado": an icon and the word, on a dark chip readable over any cover. */
export function LockBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-gray-950/85 px-2.5 py-1 text-xs font-semibold text-white',
        className,
      )}
    >
      <Lock aria-hidden="true" className="size-3.5" />
      {t('catalog.locked')}
    </span>
  );
}
