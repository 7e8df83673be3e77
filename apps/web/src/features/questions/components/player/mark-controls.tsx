import { Bookmark, BookmarkCheck, NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface MarkControlsProps {
  marked: boolean;
  note: string | null;
  onMark: (marked: boolean) => void;
  onSaveNote: (note: string | null) => void;
}

const toggleLook =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:focus-visible:outline-white';

/** "Marcar para revisão" (M on desktop) and an optional note about the question. */
export function MarkControls({ marked, note, onMark, onSaveNote }: MarkControlsProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note ?? '');
  const MarkIcon = marked ? BookmarkCheck : Bookmark;
  const save = () => {
    const trimmed = draft.trim();
    onSaveNote(trimmed === '' ? null : trimmed);
    setEditing(false);
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={marked}
          onClick={() => onMark(!marked)}
          className={cn(
            toggleLook,
            marked
              ? 'border-brand bg-brand text-brand-foreground'
              : 'border-gray-300 text-gray-900 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-50 dark:hover:bg-gray-800',
          )}
        >
          <MarkIcon aria-hidden="true" className="size-5" />
          {marked ? t('questions.player.marked') : t('questions.player.mark')}
        </button>
        <button
          type="button"
          aria-expanded={editing}
          aria-controls={editing ? noteId : undefined}
          onClick={() => setEditing((open) => !open)}
          className={cn(
            toggleLook,
            'border-gray-300 text-gray-900 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-50 dark:hover:bg-gray-800',
          )}
        >
          <NotebookPen aria-hidden="true" className="size-5" />
          {note ? t('questions.player.editNote') : t('questions.player.addNote')}
        </button>
      </div>
      {note && !editing ? (
        <p className="rounded-lg bg-gray-100 p-3 text-sm whitespace-pre-line text-gray-800 dark:bg-gray-800 dark:text-gray-100">
          {note}
        </p>
      ) : null}
      {editing ? (
        <div id={noteId} className="flex flex-col gap-2">
          <label htmlFor={`${noteId}-text`} className="text-sm font-semibold text-gray-900 dark:text-gray-50">
            {t('questions.player.noteLabel')}
          </label>
          <textarea
            id={`${noteId}-text`}
            value={draft}
            maxLength={2000}
            rows={3}
            onChange={(event) => setDraft(event.target.value)}
            className="rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-50"
          />
          <div className="flex gap-2">
            <Button onClick={save}>{t('questions.player.saveNote')}</Button>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              {t('questions.player.cancelNote')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
