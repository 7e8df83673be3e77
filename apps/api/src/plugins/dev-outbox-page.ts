import type { FastifyPluginAsync } from 'fastify';
import { routeNotFoundError } from '../errors/common.errors.ts';
import { pendingSandboxPaymentList } from '../modules/checkout/sandbox-dev.ts';
import { isDirectLocalRequest } from './local-requests.ts';

export const devPagePath = '/dev/outbox';

type PendingPayment = Awaited<ReturnType<typeof pendingSandboxPaymentList>>[number];
interface PageMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for HTML: every character that could open markup or leave an attribute, escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** The message's text with its http(s) links clickable (escaped, then linked). */
function linkedText(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

const money = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

function paymentRow(payment: PendingPayment): string {
  const method = payment.method === 'pix' ? 'PIX' : 'Boleto';
  const action = `/api/dev/sandbox/payments/${encodeURIComponent(payment.id)}/pay`;
  return `<tr><td>${method}</td><td>${escapeHtml(money(payment.amount_cents))}</td><td>${escapeHtml(payment.buyer_email)}</td>
<td>${escapeHtml(payment.expires_at?.toISOString() ?? '')}</td>
<td><form method="post" action="${escapeHtml(action)}"><button type="submit">Marcar como pago</button></form></td></tr>`;
}

function mailItem(mail: PageMail): string {
  return `<article><h3>${escapeHtml(mail.subject)}</h3><p class="meta">Para ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p>
<pre>${linkedText(mail.text)}</pre></article>`;
}

/** The dev page: the outbox's e-mails (newest first) and the sandbox's pending PIX and boleto payments. */
export function devPageHtml(mails: readonly PageMail[] | null, payments: readonly PendingPayment[]): string {
  const paymentList = payments.length
    ? `<table><thead><tr><th>Método</th><th>Valor</th><th>Comprador</th><th>Expira em</th><th></th></tr></thead><tbody>${payments.map(paymentRow).join('')}</tbody></table>`
    : '<p>Nenhum pagamento pendente.</p>';
  const mailList =
    mails === null
      ? '<p>SMTP_URL está configurado: os e-mails saem pelo servidor SMTP, não ficam aqui.</p>'
      : mails.length
        ? mails.map(mailItem).join('')
        : '<p>Nenhum e-mail ainda.</p>';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de saída (dev)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}pre{white-space:pre-wrap;background:#f6f6f6;padding:.8rem}
.meta{color:#555}</style></head><body><h1>Caixa de saída (desenvolvimento)</h1>
<h2>Pagamentos pendentes (sandbox)</h2>${paymentList}<h2>E-mails</h2>${mailList}</body></html>`;
}

/**
 * GET /dev/outbox: the developer's page (only with the sandbox gateway, only to requests straight from this
 * machine; anything else gets the 404 of an unknown route). Everything shown is escaped.
 */
export const devOutboxPage: FastifyPluginAsync = async (app) => {
  app.get(devPagePath, { schema: { hide: true } }, async (request, reply) => {
    if (!isDirectLocalRequest(request)) throw routeNotFoundError(request.method, devPagePath);
    const outbox = app.devOutbox;
    const mails = outbox ? outbox.messages().toReversed() : null;
    const html = devPageHtml(mails, await pendingSandboxPaymentList(app.db));
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // Helmet's no-referrer makes a browser send `Origin: null` with the form's POST, which the pay route refuses
        // as cross-site: the page keeps its origin in same-origin requests (the button works in a real browser).
        .header('referrer-policy', 'same-origin')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
        .send(html)
    );
  });
};
