import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { showToast } from '../../lib/toast/show-toast.tsx';

/** sessionStorage key: set by a sign-out just before the full load of the login screen. */
export const signedOutNoticeKey = 'signedOutNotice';

/** Remembers, across the full load that follows, that the learner just signed out on purpose. */
export function rememberSignedOut(): void {
  try {
    sessionStorage.setItem(signedOutNoticeKey, '1');
  } catch {
    // Storage refused (private mode, quota): the login screen then simply shows no notice.
  }
}

/** Takes the remembered sign-out, if any (once). */
function takeSignedOut(): boolean {
  try {
    const present = sessionStorage.getItem(signedOutNoticeKey) !== null;
    sessionStorage.removeItem(signedOutNoticeKey);
    return present;
  } catch {
    return false;
  }
}

/** On the first screen after a sign-out (the login), says "Você saiu." once. */
export function useSignedOutNotice(): void {
  const { t } = useTranslation();
  useEffect(() => {
    // Taken once: a later run (the language switched) finds nothing left.
    if (takeSignedOut()) showToast({ message: t('session.signOut.done'), type: 'success' });
  }, [t]);
}
