import type { OrderView } from '@members/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { checkoutKeys } from '../api/checkout-keys.ts';
import { useOfferDetail } from '../api/get-offer-detail.ts';
import { useOrder } from '../api/orders.ts';
import type { CheckoutFormValues } from '../forms/checkout-resolver.ts';
import { readCheckoutDraft, saveCheckoutDraft } from '../logic/checkout-draft.ts';
import { orderPollMs } from '../logic/order-poll.ts';
import { checkoutDefaults } from './checkout-defaults.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CouponField } from './coupon-field.tsx';
import { OfferUnavailable, PurchaseSkeleton } from './offer-missing.tsx';
import { OrderPanel, payableAgain, RefusalNotice } from './order-panel.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PurchaseFrame } from './purchase-frame.tsx';
import { usePaidEffects } from './use-paid-effects.ts';

export interface CheckoutPageProps {
  uuid: string;
  /** How often a pending order is asked again (the contract's interval; shorter in tests). */
  pollMs?: number;
}

/** /page/offer/{uuid}/checkout: the buyer, the payment and the summary; then the PIX, the boleto or the result. */
export function CheckoutPage({ uuid, pollMs = orderPollMs }: CheckoutPageProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useSessionStore((state) => (state.token ? state.user : null));
  const selected = useSessionStore((state) => (state.selectedOffer?.uuid === uuid ? state.selectedOffer : null));
  const [draft] = useState(() => readCheckoutDraft(uuid));
  const [coupon, setCoupon] = useState(draft?.coupon ?? selected?.coupon ?? null);
  const [orderId, setOrderId] = useState(draft?.orderId ?? null);
  const [choice, setChoice] = useState<{ method: string; installments: string }>({
    method: draft?.method ?? '',
    installments: draft?.installments ?? '1',
  });
  const typed = useRef<CheckoutFormValues | null>(null);
  const detail = useOfferDetail(uuid, coupon);
  const order = useOrder(orderId, pollMs);

  const persist = useCallback(
    (patch: { coupon?: string | null; orderId?: string | null } = {}) => {
      const values = typed.current;
      const {
        cardNumber: _n,
        cardHolder: _h,
        cardExpiry: _e,
        cardCvv: _c,
        ...buyer
      } = values ?? {
        nome: draft?.nome ?? '',
        email: draft?.email ?? '',
        cpf: draft?.cpf ?? '',
        telefone: draft?.telefone ?? '',
        method: draft?.method ?? '',
        installments: draft?.installments ?? '1',
        cardNumber: '',
        cardHolder: '',
        cardExpiry: '',
        cardCvv: '',
      };
      const method = buyer.method === 'pix' || buyer.method === 'boleto' || buyer.method === 'card' ? buyer.method : '';
      saveCheckoutDraft(uuid, {
        ...buyer,
        method,
        coupon: patch.coupon === undefined ? coupon : patch.coupon,
        orderId: patch.orderId === undefined ? orderId : patch.orderId,
      });
    },
    [uuid, coupon, orderId, draft],
  );
  const onChange = useCallback(
    (values: CheckoutFormValues) => {
      typed.current = values;
      setChoice({ method: values.method, installments: values.installments });
      persist();
    },
    [persist],
  );
  const onOrder = useCallback(
    (next: OrderView) => {
      client.setQueryData(checkoutKeys.order(next.id), next);
      setOrderId(next.id);
      persist({ orderId: next.id });
    },
    [client, persist],
  );
  const startOver = () => {
    setOrderId(null);
    persist({ orderId: null });
  };
  usePaidEffects(uuid, order.data);
  useEffect(() => {
    if (order.isError) startOver();
    // Only a failed read of the order starts over (a stale order id in the draft).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.isError]);

  if (detail.isPending) return <PurchaseSkeleton />;
  if (detail.isError) return <OfferUnavailable error={detail.error} onRetry={() => void detail.refetch()} />;
  const { offer } = detail.data;
  const current = orderId ? order.data : undefined;
  const showForm = !current || payableAgain(current);
  const option = offer.installments.find((item) => String(item.count) === choice.installments);
  const total = choice.method === 'card' && option ? option.total_cents : undefined;

  let main;
  if (offer.sale.channel !== 'here')
    main = (
      <Button asChild>
        <a href={offer.sale.checkout_url} rel="noopener">
          {t(`offers.buyElsewhere.${offer.sale.channel}`)}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </Button>
    );
  else if (orderId && !current) main = <PurchaseSkeleton />;
  else if (current && !showForm) main = <OrderPanel order={current} onOrder={onOrder} onStartOver={startOver} />;
  else
    main = (
      <div className="flex flex-col gap-4">
        {current?.status === 'refused' ? (
          <RefusalNotice key={current.payment.id} reason={current.payment.refusal_reason} />
        ) : null}
        {current?.status === 'expired' ? <p className="font-medium">{t('checkout.closed.expired')}</p> : null}
        <CheckoutForm
          detail={detail.data}
          coupon={coupon}
          defaults={checkoutDefaults(offer, draft, user, selected)}
          lockedEmail={Boolean(user)}
          retryOrderId={current ? current.id : null}
          onChange={onChange}
          onOrder={onOrder}
        />
      </div>
    );
  return (
    <PurchaseFrame title={t('comingSoon.areas.checkout')}>
      <div className="grid gap-6 md:grid-cols-[1fr_20rem] md:items-start">
        <div className="order-2 md:order-1">{main}</div>
        <div className="order-1 md:order-2">
          <OrderSummary detail={detail.data} totalCents={current?.amount_cents ?? total}>
            {showForm && !current && offer.sale.channel === 'here' ? (
              <CouponField
                offerUuid={uuid}
                applied={coupon}
                onApplied={(next) => {
                  setCoupon(next);
                  persist({ coupon: next });
                }}
              />
            ) : null}
          </OrderSummary>
        </div>
      </div>
    </PurchaseFrame>
  );
}
