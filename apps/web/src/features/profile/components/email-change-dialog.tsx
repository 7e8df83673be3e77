import type { User } from '@members/contract';
import { useState } from 'react';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/toast/show-toast.tsx';
import { EmailChangeCodeStep } from './email-change-code-step.tsx';
import { EmailChangeRequestStep } from './email-change-request-step.tsx';

export interface EmailChangeDialogProps {
  currentEmail: string;
  onChanged: (user: User) => void;
  /** Closes the dialog (after a change, or a cancelled one). */
  onDone: () => void;
}

/**
 * "Alterar e-mail" (inside a Radix Dialog root): the new address and the current password, then the code the
 * API sent to that address. Nothing changes before the code is confirmed.
 */
export function EmailChangeDialog({ currentEmail, onChanged, onDone }: EmailChangeDialogProps) {
  const { t } = useTranslation();
  const [newEmail, setNewEmail] = useState<string | null>(null);
  const confirmed = (user: User) => {
    onChanged(user);
    showToast({ message: t('profile.emailChange.changed', { email: user.email }) });
    onDone();
  };
  const cancelled = () => {
    showToast({ message: t('profile.emailChange.cancelled'), type: 'info' });
    onDone();
  };
  return (
    <DialogContent
      title={t('profile.emailChange.title')}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      // Never closed by a stray tap outside while typing a code.
      onInteractOutside={(event) => event.preventDefault()}
    >
      {newEmail === null ? (
        <EmailChangeRequestStep currentEmail={currentEmail} onSent={setNewEmail} />
      ) : (
        <EmailChangeCodeStep newEmail={newEmail} onConfirmed={confirmed} onCancelled={cancelled} />
      )}
    </DialogContent>
  );
}
