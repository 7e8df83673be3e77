import { useModuleDetail } from '../../api/get-module-detail.ts';
import { selectLesson } from '../../logic/select-lesson.ts';
import type { ModuleRef } from '../../module-ref.ts';
import { useCloseTrack } from '../use-select-lesson.ts';
import { FlashcardTrackSheet } from './flashcard-track-sheet.tsx';

export interface ModuleTrackSheetProps {
  module: ModuleRef;
  aula: string | undefined;
  /** The `trilha_id` route parameter. */
  trackId: string;
}

/** The trilha/{id} child route: the selected lesson's track (else the module's), closing back to the module page. */
export function ModuleTrackSheet({ module, aula, trackId }: ModuleTrackSheetProps) {
  const query = useModuleDetail(module.courseUuid, module.moduleId);
  const close = useCloseTrack(module, aula);
  const lessons = query.data?.lessons ?? [];
  const matches = (track: { id: number }) => String(track.id) === trackId;
  const track =
    selectLesson(lessons, aula)?.trilhasFlashcard.find(matches) ??
    lessons.flatMap((lesson) => lesson.trilhasFlashcard).find(matches);
  return <FlashcardTrackSheet track={track} loading={query.isPending} onClose={close} />;
}
