import type { Question } from '@members/contract';
import { putMark } from '../../api/put-mark.ts';
import type { PlayerSource } from '../../api/player-source.ts';
import type { PlayerCache } from '../../api/use-player-cache.ts';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { showToast } from '../../../../lib/toast/show-toast.tsx';

/** Marks for review and the note: shown at once, sent through the outbox, undone with a message if refused. */
export function useMarkQuestion(
  source: PlayerSource,
  position: number,
  question: Pick<Question, 'id' | 'marked' | 'note'>,
  cache: PlayerCache,
) {
  const { t } = useTranslation();
  const send = (marked: boolean, note: string | null) => {
    const before = { marked: question.marked, note: question.note };
    cache.marked(position, marked, note);
    putMark({ source, questionId: question.id, marked, note }).catch((error: unknown) => {
      cache.marked(position, before.marked, before.note);
      showToast({ type: 'error', message: `${t('questions.player.markFailed')} ${translateError(t, error)}` });
    });
  };
  return {
    setMarked: (marked: boolean) => send(marked, question.note),
    toggle: () => send(!question.marked, question.note),
    saveNote: (note: string | null) => send(question.marked, note),
  };
}
