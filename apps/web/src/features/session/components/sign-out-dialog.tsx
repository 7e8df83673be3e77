import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { signOut } from '../sign-out.ts';
import { rememberSignedOut } from '../signed-out-notice.ts';
import { loginPath } from '../use-session-ended.ts';

export interface SignOutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Sair da conta?": confirms the sign-out (spec §4), then goes to /auth/newLogin with a full load, so
 * nothing of this learner (cached queries, kept-alive pages) stays in memory for the next person on a
 * shared computer; the login screen then says "Você saiu.".
 */
export function SignOutDialog({ open, onOpenChange }: SignOutDialogProps) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    await signOut();
    rememberSignedOut();
    window.location.assign(loginPath);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (leaving ? undefined : onOpenChange(next))}>
      <DialogContent title={t('session.signOut.title')} description={t('session.signOut.text')}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost" disabled={leaving}>
              {t('session.signOut.cancel')}
            </Button>
          </DialogClose>
          <Button variant="primary" onClick={() => void leave()} disabled={leaving} aria-busy={leaving}>
            {t('session.signOut.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
