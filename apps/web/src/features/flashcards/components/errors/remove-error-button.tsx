import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../../components/ui/form-field/form-alert.tsx';
import { translateError } from '../../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { showToast } from '../../../../lib/toast/show-toast.tsx';
import { useRemoveError } from '../../api/delete-error.ts';

export interface RemoveErrorButtonProps {
  questionId: number;
  excerpt: string;
  /** After the removal the button is gone with its item: where the focus goes instead. */
  onRemoved: () => void;
}

/** "Remover" with a confirmation: the question leaves the notebook, a toast says so, the list drops it. */
export function RemoveErrorButton({ questionId, excerpt, onRemoved }: RemoveErrorButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const removed = useRef(false);
  const remove = useRemoveError();
  const confirm = () =>
    remove.mutate(questionId, {
      onSuccess: () => {
        removed.current = true;
        setOpen(false);
        showToast({ message: t('flashcards.errors.removed') });
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          className="self-start border border-gray-300 text-sm dark:border-gray-700"
          aria-label={t('flashcards.errors.removeNamed', { excerpt })}
        >
          {t('flashcards.errors.remove')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('flashcards.errors.confirmTitle')}
        description={t('flashcards.errors.confirmText')}
        onCloseAutoFocus={(event) => {
          if (!removed.current) return;
          event.preventDefault();
          onRemoved();
        }}
      >
        {remove.isError ? (
          <FormAlert>
            {t('flashcards.errors.removeFailed')} {translateError(t, remove.error)}
          </FormAlert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost" className="border border-gray-300 dark:border-gray-700">
              {t('flashcards.errors.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('flashcards.errors.removing') : t('flashcards.errors.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
