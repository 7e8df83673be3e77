import { Check, CircleCheckBig } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface WatchedToggleProps {
  watched: boolean;
  onToggle: (watched: boolean) => void;
}

/** "Marcar como assistida" ↔ "Assistida ✓": marks the lesson by hand (or takes the mark back). */
export function WatchedToggle({ watched, onToggle }: WatchedToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant={watched ? 'ghost' : 'primary'}
      onClick={() => onToggle(!watched)}
      className={cn(watched && 'border border-gray-300 dark:border-gray-700')}
    >
      {watched ? (
        <CircleCheckBig aria-hidden="true" className="size-5 text-green-700 dark:text-green-400" />
      ) : (
        <Check aria-hidden="true" className="size-5" />
      )}
      {watched ? t('lesson.watched.done') : t('lesson.watched.mark')}
      {watched ? <span className="sr-only">{t('lesson.watched.undoHint')}</span> : null}
    </Button>
  );
}
