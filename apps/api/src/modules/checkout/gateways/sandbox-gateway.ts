import type { ChargeRequest, ChargeResult, PaymentGateway, PaymentState } from './payment-gateway.ts';
import { boletoDigitableLine } from './sandbox-boleto.ts';
import { readCardToken } from './sandbox-card.ts';
import { pixCopyPaste } from './sandbox-pix.ts';
import { cardTokenInvalidError } from '../checkout.errors.ts';

export interface SandboxGatewayOptions {
  /** Where a boleto's PDF is served (a route of the sandbox). */
  boletoPdfUrl: (paymentId: string) => string;
  /**
   * The payment's state: the sandbox keeps none of its own, our payments table is its ledger (a PIX is paid by the
   * dev page's button or the autopay job, both through `settle`).
   */
  lookup: (gatewayPaymentId: string) => Promise<PaymentState>;
}

/** The sandbox's id of our payment: charging the same payment twice gives the same answer. */
export const sandboxPaymentId = (paymentId: string) => `sbx_${paymentId}`;

async function pixResult(request: ChargeRequest): Promise<ChargeResult> {
  const copyPaste = pixCopyPaste({
    amountCents: request.amountCents,
    txid: request.paymentId,
    merchant: request.description,
  });
  // Loaded on the first Pix charge, not at start-up.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(copyPaste, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    gatewayPaymentId: sandboxPaymentId(request.paymentId),
    status: 'pending',
    pix: { copy_paste: copyPaste, qr_code_svg: svg, expires_at: request.expiresAt.toISOString() },
  };
}

function cardResult(request: ChargeRequest): ChargeResult {
  const card = request.cardToken ? readCardToken(request.cardToken) : null;
  if (!card) throw cardTokenInvalidError();
  const base = {
    gatewayPaymentId: sandboxPaymentId(request.paymentId),
    card: { brand: card.brand, last4: card.last4 },
  };
  if (card.outcome === 'pay') return { ...base, status: 'paid' };
  return { ...base, status: 'refused', refusalReason: card.outcome };
}

/** The built-in gateway for laptops and tests: PIX and boleto wait for the dev page's button, test cards decide. */
export function createSandboxGateway(options: SandboxGatewayOptions): PaymentGateway {
  return {
    kind: 'sandbox',
    publicConfig: () => ({ kind: 'sandbox' }),
    async charge(request) {
      if (request.method === 'pix') return pixResult(request);
      if (request.method === 'card') return cardResult(request);
      const digitableLine = boletoDigitableLine({
        amountCents: request.amountCents,
        due: request.expiresAt,
        reference: request.paymentId.replace(/\D/g, ''),
      });
      return {
        gatewayPaymentId: sandboxPaymentId(request.paymentId),
        status: 'pending',
        boleto: {
          digitable_line: digitableLine,
          pdf_url: options.boletoPdfUrl(request.paymentId),
          expires_at: request.expiresAt.toISOString(),
        },
      };
    },
    fetchPayment: (gatewayPaymentId) => options.lookup(gatewayPaymentId),
  };
}
