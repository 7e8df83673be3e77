import { flashcardTrackTitle, type FlashcardTrack } from '@members/contract';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { FlashcardTrackSummary } from './flashcard-track-summary.tsx';

export interface FlashcardTrackSheetProps {
  /** The track; undefined when no lesson of the module has it (a not-found message shows). */
  track: FlashcardTrack | undefined;
  loading?: boolean;
  onClose: () => void;
}

/** A side sheet over the module page with a flashcard track of the lesson (Radix Dialog: focus trap, Escape). */
export function FlashcardTrackSheet({ track, loading = false, onClose }: FlashcardTrackSheetProps) {
  const { t } = useTranslation();
  const title = loading
    ? t('lesson.track.loading')
    : track
      ? flashcardTrackTitle(track.titulo)
      : t('lesson.track.notFound');
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-lg flex-col bg-white text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-50"
        >
          <div className="flex items-start gap-2 border-b border-gray-200 p-4 dark:border-gray-800">
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
                {t('lesson.track.eyebrow')}
              </p>
              <DialogPrimitive.Title className="text-lg leading-tight font-semibold">{title}</DialogPrimitive.Title>
            </div>
            <DialogPrimitive.Close
              aria-label={t('ui.close')}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {loading ? (
              <div className="flex flex-col gap-3" aria-busy="true">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-2.5 w-full" />
                {[0, 1, 2].map((key) => (
                  <Skeleton key={key} className="h-14 w-full" />
                ))}
              </div>
            ) : track ? (
              <FlashcardTrackSummary track={track} />
            ) : (
              <p role="alert" className="text-gray-700 dark:text-gray-300">
                {t('lesson.track.notFoundHint')}
              </p>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
