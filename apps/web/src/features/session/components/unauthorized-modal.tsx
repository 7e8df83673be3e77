import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { loginPath, useSessionEnded } from '../use-session-ended.ts';

export function whatsappSupportUrl(supportNumber: string | null | undefined): string {
  return `https://wa.me/${(supportNumber ?? '').replace(/\D/g, '')}`;
}

export interface UnauthorizedModalProps {
  /** The producer's app_numero_suporte. */
  supportNumber: string | null | undefined;
  /** Current path: the modal never opens on the login screen. */
  pathname: string;
}

/**
 * After a 401 while logged in: "Acesso simultâneo detectado" (spec §4, §8, its exact texts) when a login
 * elsewhere superseded the session; otherwise (signed out in another tab, expired) the plain "Sua sessão
 * terminou", which does not tell the learner that someone else got in. The same two buttons either way.
 */
export function UnauthorizedModal({ supportNumber, pathname }: UnauthorizedModalProps) {
  const { t } = useTranslation();
  const open = useSessionEnded(pathname);
  const texts = useSessionStore((state) => (state.unauthorizedReason === 'superseded' ? 'unauthorized' : 'ended'));
  const setShow = useSessionStore((state) => state.setShowUnauthorizedModal);

  const leaveTo = (url: string) => {
    setShow(false);
    window.location.assign(url);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(open) => {
        if (!open) leaveTo(loginPath);
      }}
    >
      <DialogContent
        title={t(`session.${texts}.title`)}
        description={t(`session.${texts}.text`)}
        closeLabel={t('session.unauthorized.close')}
        // A stray tap outside must not send the learner away; the X, Escape and the buttons do.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => leaveTo(whatsappSupportUrl(supportNumber))}>
            {t('session.unauthorized.help')}
          </Button>
          <Button variant="primary" onClick={() => leaveTo(loginPath)}>
            {t('session.unauthorized.login')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
