import { QRCodeSVG } from 'qrcode.react';
import { RefreshCw, TimerOff } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { qrErrorText } from '../qr-error-text.ts';
import { useQrCodeMutation, type QrCode } from '../api/post-qr-code.ts';
import { qrLinkMaxAgeMs } from '../qr-acceptance.ts';
import { useCountdown } from '../../../lib/time/use-countdown.ts';
import { QrCountdown } from './qr-countdown.tsx';
import { QrLinkRow } from './qr-link-row.tsx';

interface Issued extends QrCode {
  /** Counted from the moment the request left (the server issued the code after that). */
  deadline: number;
}

/** Inside the dialog: asks for a code on opening, shows it for 10 s, then offers a new one. */
export function QrCodePanel() {
  const { t } = useTranslation();
  const qr = useQrCodeMutation();
  const [issued, setIssued] = useState<Issued | null>(null);
  const left = useCountdown(issued?.deadline ?? null);
  const requested = useRef(false);

  const generate = () => {
    const startedAt = Date.now();
    setIssued(null);
    qr.mutate(undefined, { onSuccess: (code) => setIssued({ ...code, deadline: startedAt + qrLinkMaxAgeMs }) });
  };
  const generateOnOpening = useEffectEvent(generate);
  useEffect(() => {
    if (requested.current) return; // once per opening, also under StrictMode's double effects
    requested.current = true;
    generateOnOpening();
  }, []);

  const expired = issued !== null && left === 0;
  const status = expired ? t('qrLogin.expiredText') : qr.isPending ? t('qrLogin.generating') : '';
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="flex size-64 items-center justify-center rounded-xl bg-white p-3 ring-1 ring-gray-200 dark:ring-gray-700">
        {issued && !expired ? (
          <QRCodeSVG value={issued.url} size={232} marginSize={1} title={t('qrLogin.qrTitle')} className="size-full" />
        ) : expired ? (
          <p className="flex flex-col items-center gap-2 text-center font-semibold text-gray-900">
            <TimerOff aria-hidden="true" className="size-10" />
            {t('qrLogin.expiredTitle')}
          </p>
        ) : (
          <Skeleton className="size-full" />
        )}
      </div>
      {qr.isError ? (
        <p role="alert" className="text-center text-sm font-medium text-red-700 dark:text-red-300">
          {qrErrorText(t, qr.error)}
        </p>
      ) : null}
      {issued && !expired ? <QrCountdown secondsLeft={left} totalSeconds={qrLinkMaxAgeMs / 1000} /> : null}
      <p role="status" className={status ? 'text-center text-sm text-gray-700 dark:text-gray-200' : 'sr-only'}>
        {status}
      </p>
      {expired || qr.isError ? (
        <Button onClick={generate} disabled={qr.isPending} className="w-full">
          <RefreshCw aria-hidden="true" className="size-5" />
          {t('qrLogin.regenerate')}
        </Button>
      ) : null}
      {issued && !expired ? <QrLinkRow url={issued.url} /> : null}
    </div>
  );
}
