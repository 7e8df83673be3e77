import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useResendValidationCodeMutation } from '../api/post-resend-validation-code.ts';
import { authErrorText, waitText } from '../auth-error-text.ts';
import { useCountdown } from '../../../lib/time/use-countdown.ts';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';

/** The API accepts a new code once a minute. */
const resendIntervalSeconds = 60;

/** The time left on the button: seconds within the minute of a resend, else minutes ("59 min") after a 429. */
function countdownText(seconds: number): string {
  return seconds <= resendIntervalSeconds ? `${seconds} s` : waitText(seconds);
}

/** "Reenviar código", locked for 60 s after each code sent (also on arrival, when sign-up just sent one). */
export function ResendCodeButton({ email, justSent }: { email: () => string; justSent: boolean }) {
  const { t } = useTranslation();
  const resend = useResendValidationCodeMutation();
  const [availableAt, setAvailableAt] = useState(() => (justSent ? Date.now() + resendIntervalSeconds * 1000 : 0));
  const secondsLeft = useCountdown(availableAt);

  const send = () =>
    resend.mutate(
      { email: email() },
      {
        onSuccess: () => setAvailableAt(Date.now() + resendIntervalSeconds * 1000),
        onError: (error) => {
          if (isApiError(error) && error.retryAfter) setAvailableAt(Date.now() + error.retryAfter * 1000);
        },
      },
    );

  return (
    <div className="flex flex-col gap-3">
      {resend.isSuccess ? <FormAlert tone="success">{t('auth.validation.resent')}</FormAlert> : null}
      {resend.isError ? <FormAlert>{authErrorText(t, resend.error)}</FormAlert> : null}
      <Button
        variant="ghost"
        onClick={send}
        disabled={secondsLeft > 0 || resend.isPending}
        aria-busy={resend.isPending}
        className="w-full"
      >
        {secondsLeft > 0
          ? t('auth.validation.resendIn', { wait: countdownText(secondsLeft) })
          : t('auth.validation.resend')}
      </Button>
    </div>
  );
}
