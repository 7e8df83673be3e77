import { Agent, request } from 'node:http';

/** One request of the load: what was asked, when, and how it ended. */
export interface RequestOutcome {
  label: string;
  sentAt: number;
  endedAt: number;
  /** HTTP status when a response came. */
  status?: number;
  /** Socket error code (ECONNREFUSED, ECONNRESET ...) when none came. */
  error?: string;
}

export interface RequestSpec {
  label: string;
  method: 'GET' | 'PUT';
  path: string;
  body?: unknown;
}

export interface LoadOptions {
  port: number;
  headers: Record<string, string>;
  connections: number;
  /** The n-th request of connection c. */
  next: (connection: number, n: number) => RequestSpec;
}

function send(agent: Agent, options: LoadOptions, spec: RequestSpec): Promise<RequestOutcome> {
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  const sentAt = Date.now();
  const ended = (end: { status: number } | { error: string }): RequestOutcome => ({
    label: spec.label,
    sentAt,
    endedAt: Date.now(),
    ...end,
  });
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port: options.port,
        method: spec.method,
        path: spec.path,
        headers: { ...options.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(ended({ status: res.statusCode ?? 0 })));
        res.on('error', (error: NodeJS.ErrnoException) => resolve(ended({ error: error.code ?? error.message })));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(ended({ error: error.code ?? error.message })));
    req.end(body);
  });
}

/** A refusal the server gave on purpose while closing: 503, or a connection it no longer accepts. */
const isRefusal = (outcome: RequestOutcome) => outcome.status === 503 || outcome.error === 'ECONNREFUSED';

/**
 * Sorts the outcomes as the client saw them: answered (200), refused (503 or connection refused: the server said
 * it is closing), cut (the connection reset with no answer), other (any other status).
 */
export function sortOutcomes(outcomes: RequestOutcome[]) {
  return {
    answered: outcomes.filter((o) => o.status === 200),
    refused: outcomes.filter(isRefusal),
    cut: outcomes.filter((o) => o.error !== undefined && !isRefusal(o)),
    other: outcomes.filter((o) => o.status !== undefined && o.status !== 200 && o.status !== 503),
  };
}

/**
 * Keeps `connections` keep-alive connections busy, each sending its next request as soon as the last one ended,
 * until stop() is called or the server refuses that connection. stop() resolves with every outcome.
 */
export function startLoad(options: LoadOptions): { stop: () => Promise<RequestOutcome[]> } {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const outcomes: RequestOutcome[] = [];
  let stopped = false;
  const worker = async (connection: number) => {
    for (let n = 0; !stopped; n++) {
      const outcome = await send(agent, options, options.next(connection, n));
      outcomes.push(outcome);
      if (isRefusal(outcome)) return;
    }
  };
  const workers = Array.from({ length: options.connections }, (_, connection) => worker(connection));
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
      agent.destroy();
      return outcomes;
    },
  };
}
