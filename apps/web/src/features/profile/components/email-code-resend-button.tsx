import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useEmailChangeResend } from '../api/email-change.ts';
import { emailChangeResendSeconds } from '../email-change-rules.ts';
import { profileErrorText } from '../profile-error-text.ts';
import { useCountdown } from '../../../lib/time/use-countdown.ts';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';

/** "Reenviar código", locked for a minute after each code sent (the first one went out a moment ago). */
export function EmailCodeResendButton() {
  const { t } = useTranslation();
  const resend = useEmailChangeResend();
  const [availableAt, setAvailableAt] = useState(() => Date.now() + emailChangeResendSeconds * 1000);
  const secondsLeft = useCountdown(availableAt);
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => setAvailableAt(Date.now() + emailChangeResendSeconds * 1000),
      onError: (error) => {
        if (isApiError(error) && error.retryAfter) setAvailableAt(Date.now() + error.retryAfter * 1000);
      },
    });
  return (
    <div className="flex flex-col gap-2">
      {resend.isSuccess ? <FormAlert tone="success">{t('profile.emailChange.resent')}</FormAlert> : null}
      {resend.isError ? <FormAlert>{profileErrorText(t, resend.error)}</FormAlert> : null}
      <Button
        variant="ghost"
        onClick={send}
        disabled={secondsLeft > 0 || resend.isPending}
        aria-busy={resend.isPending || undefined}
      >
        {secondsLeft > 0
          ? t('profile.emailChange.resendIn', { seconds: secondsLeft })
          : t('profile.emailChange.resend')}
      </Button>
    </div>
  );
}
