import http from 'node:http';

/** An answer as the load generator keeps it: status 0 for a network failure or a timeout. */
export interface Reply {
  status: number;
  body: string;
  ms: number;
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token: string;
  body?: unknown;
  /** Abandon the request after this long (status 0), as the web app's outbox does. */
  timeoutMs?: number;
}

/**
 * A bounded pool of keep-alive connections that all simulated learners share, as a reverse proxy would multiplex
 * them; a request waiting for a free connection counts that wait in its time (a learner would feel it).
 */
export function keepAliveClient(baseUrl: string, host: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const { hostname, port } = new URL(baseUrl);
  const send = ({ method, path, token, body, timeoutMs }: RequestSpec): Promise<Reply> =>
    new Promise((resolve) => {
      const started = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: http.OutgoingHttpHeaders = { host, authorization: `Bearer ${token}`, accept: 'application/json' };
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      let settled = false;
      const finish = (status: number, text: string) => {
        if (settled) return;
        settled = true;
        if (timer) clearTimeout(timer);
        resolve({ status, body: text, ms: performance.now() - started });
      };
      const request = http.request({ agent, hostname, port, method, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => finish(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        response.on('error', () => finish(0, ''));
      });
      // Abandoned at once, as fetch under an AbortController is (a request still waiting for a connection would
      // otherwise report only when it gets one).
      const abandon = () => {
        finish(0, '');
        request.destroy(new Error('timeout'));
      };
      const timer = timeoutMs ? setTimeout(abandon, timeoutMs) : null;
      request.on('error', () => finish(0, ''));
      // A request destroyed while it still waited for a connection may close without an error (deferred: a
      // completed response's 'end' comes first).
      request.on('close', () => setImmediate(() => finish(0, '')));
      request.end(payload);
    });
  return { send, close: () => agent.destroy() };
}
export type KeepAliveClient = ReturnType<typeof keepAliveClient>;
