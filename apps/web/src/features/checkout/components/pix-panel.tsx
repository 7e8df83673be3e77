import type { OrderView } from '@members/contract';
import { LoaderCircle, TimerOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useCountdown } from '../../../lib/time/use-countdown.ts';
import { CopyButton } from './copy-button.tsx';

type Pix = NonNullable<OrderView['payment']['pix']>;

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The PIX to pay: its QR code (the API's SVG as an image, never as markup), the copy-and-paste code, the time
 * left; once expired (by the clock or the order), "Gerar novo PIX".
 */
export function PixPanel({
  pix,
  expired,
  renewing,
  onRenew,
}: {
  pix: Pix;
  expired: boolean;
  renewing: boolean;
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  const left = useCountdown(Date.parse(pix.expires_at));
  if (expired || left === 0)
    return (
      <div className="flex flex-col items-start gap-3" data-testid="pix-expired">
        <p className="flex items-center gap-2 font-semibold text-gray-900 dark:text-gray-50">
          <TimerOff aria-hidden="true" className="size-5" />
          {t('checkout.pix.expired')}
        </p>
        <Button onClick={onRenew} disabled={renewing}>
          {t('checkout.pix.renew')}
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="pix-panel">
      <p className="max-w-prose text-gray-800 dark:text-gray-200">{t('checkout.pix.text')}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.qr_code_svg)}`}
        alt={t('checkout.pix.qrAlt')}
        width={224}
        height={224}
        className="size-56 rounded-lg bg-white p-2"
      />
      <p className="w-full rounded-lg bg-gray-100 p-3 font-mono text-xs break-all text-gray-900 dark:bg-gray-800 dark:text-gray-50">
        {pix.copy_paste}
      </p>
      <CopyButton text={pix.copy_paste} label={t('checkout.pix.copy')} done={t('checkout.pix.copied')} />
      <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="pix-countdown">
        {t('checkout.pix.expiresIn', { time: clock(left) })}
      </p>
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-gray-900 dark:text-gray-50">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        {t('checkout.pix.waiting')}
      </p>
    </div>
  );
}
