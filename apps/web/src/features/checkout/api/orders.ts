import type { CreateOrderRequest, OrderView, PaymentMethod } from '@members/contract';

type BuyerAddressInput = NonNullable<CreateOrderRequest['buyer']['endereco']>;
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { checkoutKeys } from './checkout-keys.ts';
import { checkoutSchemas } from './load-schemas.ts';

const orderSchema = () => checkoutSchemas().then((module) => module.orderViewSchema);

/** POST /api/checkout/orders: the purchase; the same `idempotency_key` answers the same order. */
export function postOrder(request: CreateOrderRequest): Promise<OrderView> {
  return apiRequest('/api/checkout/orders', { method: 'POST', body: request, schema: orderSchema() });
}

export interface RetryPayment {
  method: PaymentMethod;
  installments: number;
  card_token?: string;
  card_payment_method_id?: string;
  card_issuer_id?: string;
  /** A boleto with Mercado Pago: the payer's address (else the one the order's last boleto was given). */
  buyer?: { endereco: BuyerAddressInput };
  idempotency_key: string;
}

/** POST /api/checkout/orders/:id/payments: another try after a refused card or an expired PIX / boleto. */
export function postRetryPayment(orderId: string, request: RetryPayment): Promise<OrderView> {
  return apiRequest(`/api/checkout/orders/${encodeURIComponent(orderId)}/payments`, {
    method: 'POST',
    body: request,
    schema: orderSchema(),
  });
}

function getOrder(id: string, signal?: AbortSignal): Promise<OrderView> {
  return apiRequest(`/api/checkout/orders/${encodeURIComponent(id)}`, { schema: orderSchema(), signal });
}

/** GET /api/checkout/orders/:id, asked again every `pollMs` while the order waits for its payment. */
export const useOrder = (id: string | null, pollMs: number) =>
  useQuery({
    queryKey: checkoutKeys.order(id ?? ''),
    queryFn: ({ signal }) => getOrder(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pollMs : false),
    refetchIntervalInBackground: true,
  });
