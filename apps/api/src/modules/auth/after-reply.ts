import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Queues work to start once this request's answer has been sent; `kind` names it in the log. */
export type AfterReply = (request: FastifyRequest, kind: string, work: () => Promise<void>) => void;

/**
 * For calls that answer the same whatever the e-mail (password and login links): everything that depends on
 * the account (its lookup, a token, the message) starts only after the answer left, so neither the answer nor
 * its timing tells whether the account exists. Call inside a route plugin: the hook covers that plugin's
 * routes. Failures are logged by name only; closing the app waits for work still running.
 */
export function afterReplyQueue(app: FastifyInstance): AfterReply {
  const queued = new WeakMap<FastifyRequest, { kind: string; work: () => Promise<void> }[]>();
  const running = new Set<Promise<void>>();

  app.addHook('onResponse', async (request) => {
    const jobs = queued.get(request);
    queued.delete(request);
    for (const { kind, work } of jobs ?? []) {
      const job: Promise<void> = work()
        .catch((error: unknown) => {
          // The error's name only: a failed query's message carries its parameters (the e-mail).
          const reason = error instanceof Error ? error.name : typeof error;
          request.log.error({ work: kind, reason }, 'work after the answer failed');
        })
        .finally(() => running.delete(job));
      running.add(job);
    }
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  return (request, kind, work) => {
    queued.set(request, [...(queued.get(request) ?? []), { kind, work }]);
  };
}
