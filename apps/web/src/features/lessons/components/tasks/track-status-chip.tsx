import type { FlashcardTrackStatus } from '@members/contract';
import { Circle, CircleCheckBig, CircleDashed } from 'lucide-react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

const look = {
  concluido: {
    icon: CircleCheckBig,
    className: 'border-green-700 text-green-800 dark:border-green-500 dark:text-green-300',
  },
  em_progresso: {
    icon: CircleDashed,
    className: 'border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-300',
  },
  nao_iniciado: { icon: Circle, className: 'border-gray-400 text-gray-700 dark:border-gray-600 dark:text-gray-300' },
} as const;

/** A flashcard track's status (spec §4) as icon + text: Concluída, Em andamento, Não iniciada. */
export function TrackStatusChip({ status }: { status: FlashcardTrackStatus }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = look[status];
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold', className)}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`lesson.track.status.${status}`)}
    </span>
  );
}
