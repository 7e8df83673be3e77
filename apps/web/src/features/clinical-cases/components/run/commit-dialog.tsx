import { useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface CommitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where the focus goes when it closes (the result's heading after a commit, the commit button after a cancel). */
  onClosed: () => void;
}

/** "Confirmar etapa?": the stage cannot change afterwards. The confirm button has the focus: Enter again confirms. */
export function CommitDialog({ open, onOpenChange, onConfirm, onClosed }: CommitDialogProps) {
  const { t } = useTranslation();
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('clinicalCases.run.commitTitle')}
        description={t('clinicalCases.run.commitText')}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          confirm.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost" className="border border-gray-300 dark:border-gray-700">
              {t('clinicalCases.run.commitCancel')}
            </Button>
          </DialogClose>
          <Button ref={confirm} onClick={onConfirm} data-testid="run-commit-confirm">
            {t('clinicalCases.run.commitConfirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
