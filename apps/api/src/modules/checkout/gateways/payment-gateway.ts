import type {
  BuyerAddress,
  CardRefusalReason,
  GatewayPublicConfig,
  OrderStatus,
  PaymentMethod,
} from '@members/contract';

/** What a gateway is asked to charge: one payment of one order. */
export interface ChargeRequest {
  /** Our payment id: the gateway's idempotency key and external reference. */
  paymentId: string;
  amountCents: number;
  method: PaymentMethod;
  installments: number;
  /** The gateway script's card token (method `card`). */
  cardToken?: string;
  /** Mercado Pago: the card's payment method (`visa`, `master` ...) and issuer, as MercadoPago.js found them. */
  cardPaymentMethodId?: string;
  cardIssuerId?: string;
  description: string;
  /** `address`: the payer's, given only where the gateway needs it (a Mercado Pago boleto). */
  buyer: { nome: string; email: string; cpf: string; phone: string; address?: BuyerAddress };
  /** Where the gateway notifies status changes (its webhook), when it takes one per payment. */
  notificationUrl?: string;
  /** When a PIX code or a boleto stops being payable. */
  expiresAt: Date;
}

/** The gateway's answer, in our words; `details` is what the buyer is shown (stored on the payment row). */
export interface ChargeResult {
  gatewayPaymentId: string;
  status: Extract<OrderStatus, 'pending' | 'paid' | 'refused'>;
  pix?: { copy_paste: string; qr_code_svg: string; expires_at: string };
  boleto?: { digitable_line: string; pdf_url: string; expires_at: string };
  card?: { brand: string; last4: string };
  refusalReason?: CardRefusalReason;
}

/** A payment's state as the gateway reports it (after a notification, or when asked). */
export interface PaymentState {
  gatewayPaymentId: string;
  /** Our payment id, as we gave it (external reference). */
  paymentId: string | null;
  status: OrderStatus;
}

/**
 * A payment gateway: the built-in sandbox (the default on a laptop) or Mercado Pago (MERCADOPAGO_ACCESS_TOKEN).
 * Charges are idempotent by `paymentId`: asking twice for the same payment charges once.
 */
export interface PaymentGateway {
  readonly kind: 'sandbox' | 'mercadopago';
  /** What the checkout page needs to tokenise cards with the gateway's own script. */
  publicConfig(): GatewayPublicConfig;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The payment's current state at the gateway (webhooks confirm by asking, never by trusting the body alone). */
  fetchPayment(gatewayPaymentId: string): Promise<PaymentState>;
}
