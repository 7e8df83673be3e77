import { createServer, type IncomingHttpHeaders } from 'node:http';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { freePort } from './free-port.ts';
import { fakePaymentOf, type FakePayment } from './fake-mercadopago-payments.ts';

export interface RecordedMercadoPagoRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

export interface FakeMercadoPago {
  url: string;
  /** Every request the SDK sent, in order. */
  requests: RecordedMercadoPagoRequest[];
  /** What GET /v1/payments/:id answers from now on (e.g. a PIX paid: `approved`, `accredited`). */
  setStatus(gatewayPaymentId: string, status: string, statusDetail: string): void;
  close(): Promise<void>;
}

const notFound = { message: 'Payment not found', error: 'not_found', status: 404, cause: [{ code: 2000 }] };
const unauthorized = { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] };

/**
 * A local stand-in for api.mercadopago.com: POST /v1/payments and GET /v1/payments/:id with the documented JSON
 * (see fake-mercadopago-payments.ts), one payment per X-Idempotency-Key as the real API does. The SDK has no
 * option for its base URL (a static of its config module), so the fake points it here and back on close: tests
 * only, never src.
 */
export async function startFakeMercadoPago(): Promise<FakeMercadoPago> {
  const requests: RecordedMercadoPagoRequest[] = [];
  const payments = new Map<string, FakePayment>();
  const byIdempotencyKey = new Map<string, string>();
  let nextId = 1325614871;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      };
      if (!req.headers.authorization?.startsWith('Bearer ')) return answer(401, unauthorized);
      if (req.method === 'POST' && path === '/v1/payments' && body) {
        const key = String(req.headers['x-idempotency-key'] ?? '');
        const known = byIdempotencyKey.get(key);
        if (known) return answer(200, payments.get(known));
        const created = fakePaymentOf(String(nextId++), body);
        if ('error' in created) return answer(created.error.status, created.error);
        payments.set(String(created.payment.id), created.payment);
        byIdempotencyKey.set(key, String(created.payment.id));
        return answer(201, created.payment);
      }
      const match = /^\/v1\/payments\/(\d+)$/.exec(path);
      const payment = match && req.method === 'GET' ? payments.get(match[1] ?? '') : undefined;
      return payment ? answer(200, payment) : answer(404, notFound);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${port}`;
  const realBaseUrl = AppConfig.BASE_URL;
  Object.assign(AppConfig, { BASE_URL: url });
  return {
    url,
    requests,
    setStatus(gatewayPaymentId, status, statusDetail) {
      const payment = payments.get(gatewayPaymentId);
      if (!payment) throw new Error(`No fake payment ${gatewayPaymentId}`);
      Object.assign(payment, { status, status_detail: statusDetail, date_last_updated: new Date().toISOString() });
    },
    async close() {
      Object.assign(AppConfig, { BASE_URL: realBaseUrl });
      const closed = new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      server.closeAllConnections(); // the SDK's fetch keeps idle keep-alive sockets open
      await closed;
    },
  };
}
