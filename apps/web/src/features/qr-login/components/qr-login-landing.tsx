import { Link } from '@tanstack/react-router';
import { QrCode, TimerOff, TriangleAlert } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { postQrRedeem } from '../api/post-qr-redeem.ts';
import { decideQrLogin, type QrDecision } from '../qr-acceptance.ts';
import { qrErrorText } from '../qr-error-text.ts';

export interface QrLoginLandingProps {
  /** The scanned one-time code (`/auth/login?qr=<code>`). */
  code: string;
  /** The verdict on the redeemed payload (spec §4); the caller applies it to the session and navigates. */
  onDecision: (decision: QrDecision) => void;
}

type Outcome =
  | { kind: 'redeeming' }
  | { kind: 'accepted' }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'failed'; error: unknown };

/** The scanning device: redeems the code once, judges the answer, and explains a refusal. */
export function QrLoginLanding({ code, onDecision }: QrLoginLandingProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'redeeming' });
  const redeemed = useRef<string | null>(null);
  const decide = useEffectEvent((decision: QrDecision) => onDecision(decision));

  useEffect(() => {
    if (redeemed.current === code) return; // a code is spent once (StrictMode runs effects twice)
    redeemed.current = code;
    postQrRedeem(code).then(
      (payload) => {
        const decision = decideQrLogin(payload);
        setOutcome({ kind: decision.kind });
        decide(decision);
      },
      (error: unknown) => setOutcome({ kind: 'failed', error }),
    );
  }, [code]);

  if (outcome.kind === 'redeeming' || outcome.kind === 'accepted') {
    return (
      <div className="flex flex-col items-center gap-4 px-4 py-10 text-center">
        <QrCode aria-hidden="true" className="size-10 text-gray-700 dark:text-gray-200" />
        <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-50">{t('qrLogin.landing.signingIn')}</h1>
        <Spinner />
      </div>
    );
  }
  const Icon = outcome.kind === 'expired' ? TimerOff : TriangleAlert;
  const message = outcome.kind === 'failed' ? qrErrorText(t, outcome.error) : t(`qrLogin.landing.${outcome.kind}`);
  return (
    <section aria-labelledby="qr-landing-title" className="flex flex-col gap-5 px-4 pt-2 pb-6 sm:px-8 sm:pb-8">
      <Icon aria-hidden="true" className="size-10 text-amber-700 dark:text-amber-300" />
      <h1 id="qr-landing-title" className="text-2xl font-bold text-balance text-gray-900 dark:text-gray-50">
        {t('qrLogin.landing.refusedTitle')}
      </h1>
      <p role="alert" className="text-base text-pretty text-gray-700 dark:text-gray-200">
        {message}
      </p>
      <Button asChild className="w-full">
        <Link to="/auth/newLogin" replace>
          {t('qrLogin.landing.toLogin')}
        </Link>
      </Button>
    </section>
  );
}
