import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSessionStore } from '../session-store.ts';

export const loginPath = '/auth/newLogin';

export function whatsappSupportUrl(supportNumber: string | null | undefined): string {
  return `https://wa.me/${(supportNumber ?? '').replace(/\D/g, '')}`;
}

export interface UnauthorizedModalProps {
  /** The producer's app_numero_suporte. */
  supportNumber: string | null | undefined;
  /** Current path: the modal never opens on the login screen. */
  pathname: string;
}

/** "Acesso simultâneo detectado" (spec §4, §8): shown after a 401 while logged in. */
export function UnauthorizedModal({ supportNumber, pathname }: UnauthorizedModalProps) {
  const { t } = useTranslation();
  const show = useSessionStore((state) => state.showUnauthorizedModal);
  const setShow = useSessionStore((state) => state.setShowUnauthorizedModal);

  const leaveTo = (url: string) => {
    setShow(false);
    window.location.assign(url);
  };

  return (
    <Dialog
      open={show && pathname !== loginPath}
      onOpenChange={(open) => {
        if (!open) leaveTo(loginPath);
      }}
    >
      <DialogContent
        title={t('session.unauthorized.title')}
        description={t('session.unauthorized.text')}
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
