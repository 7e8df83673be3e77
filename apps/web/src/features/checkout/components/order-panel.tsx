import type { CardRefusalReason, OrderView } from '@members/contract';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field/form-alert.tsx';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { postRetryPayment } from '../api/orders.ts';
import { BoletoPanel } from './boleto-panel.tsx';
import { PaidPanel } from './paid-panel.tsx';
import { PixPanel } from './pix-panel.tsx';

/** Whether the order takes the form again: a refused card, an expired boleto. */
export const payableAgain = (order: OrderView) =>
  order.status === 'refused' || (order.status === 'expired' && order.payment.method !== 'pix');

/**
 * "Cartão recusado pelo banco emissor. Use outro cartão ou pague com PIX." and the like, by the refusal's reason.
 * It shows above the form, far from the button just clicked: focused (so scrolled into view) as it appears.
 */
export function RefusalNotice({ reason }: { reason: CardRefusalReason | null }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} data-testid="card-refused">
      <FormAlert>
        <p className="font-semibold">{t('checkout.refused.title')}</p>
        <p>{t(`checkout.refused.${reason ?? 'other'}`)}</p>
      </FormAlert>
    </div>
  );
}

/** An order that is not (or no longer) waiting for the form: the PIX or boleto to pay, paid, or closed. */
export function OrderPanel({
  order,
  onOrder,
  onStartOver,
}: {
  order: OrderView;
  onOrder: (order: OrderView) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const [renewing, setRenewing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { payment } = order;

  const renewPix = async () => {
    setRenewing(true);
    setFailure(null);
    try {
      onOrder(
        await postRetryPayment(order.id, { method: 'pix', installments: 1, idempotency_key: crypto.randomUUID() }),
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setRenewing(false);
    }
  };

  if (order.status === 'paid') return <PaidPanel order={order} />;
  if (payment.method === 'pix' && payment.pix && (order.status === 'pending' || order.status === 'expired'))
    return (
      <div className="flex flex-col gap-3">
        <PixPanel
          pix={payment.pix}
          expired={order.status === 'expired'}
          renewing={renewing}
          onRenew={() => void renewPix()}
        />
        {failure ? <FormAlert>{translateError(t, failure)}</FormAlert> : null}
      </div>
    );
  if (order.status === 'pending' && payment.boleto) return <BoletoPanel boleto={payment.boleto} />;
  if (order.status === 'pending')
    return (
      <p role="status" className="flex items-center gap-2 font-medium text-gray-900 dark:text-gray-50">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        {t('checkout.processing')}
      </p>
    );
  return (
    <div className="flex flex-col items-start gap-3" data-testid="order-closed">
      <p className="flex items-center gap-2 font-semibold text-gray-900 dark:text-gray-50">
        <CircleAlert aria-hidden="true" className="size-5" />
        {t(`checkout.closed.${order.status}`)}
      </p>
      <Button onClick={onStartOver}>{t('checkout.closed.newOrder')}</Button>
    </div>
  );
}
