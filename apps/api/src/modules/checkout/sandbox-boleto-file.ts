import type { Database } from '../../db/database.ts';
import { orderNotFoundError } from './checkout.errors.ts';
import { boletoPdf } from './gateways/sandbox-boleto-pdf.ts';
import { paymentDetails } from './order-view.ts';
import { findSandboxBoleto } from './payments.repository.ts';

/** Where the sandbox serves a boleto's PDF (sandbox-routes.ts). */
export const sandboxBoletoPath = (paymentId: string) => `/api/sandbox-gateway/boletos/${paymentId}`;

const money = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\s/g, ' ');
const day = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

/** The PDF of a sandbox boleto of the producer (404 checkout.order_not_found for any other id). */
export async function sandboxBoletoPdf(db: Database, producerId: string, paymentId: string): Promise<Buffer> {
  const found = await findSandboxBoleto(db, producerId, paymentId);
  const boleto = found ? paymentDetails(found.payment).boleto : undefined;
  if (!found || !boleto) throw orderNotFoundError();
  return boletoPdf([
    { text: 'BOLETO DE TESTE - SANDBOX', size: 18 },
    { text: 'Nenhum banco recebe este boleto: ele existe só para testar a área de membros.' },
    { text: `Pagador: ${found.buyerName}` },
    { text: `Valor: ${money(found.payment.amount_cents)}` },
    { text: `Vencimento: ${day(boleto.expires_at)}` },
    { text: 'Linha digitável:' },
    { text: boleto.digitable_line, size: 13 },
    { text: 'Para simular o pagamento, use o botão "Marcar como pago" em /dev/outbox.' },
  ]);
}
