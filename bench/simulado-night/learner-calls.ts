import type { Reply } from './keep-alive-client.ts';
import { sleepOn, type NightContext } from './night-context.ts';

const isOk = (status: number) => status >= 200 && status < 300;

/**
 * A GET as TanStack Query makes it: `retries` more tries after a failure, 1 s then 2 s apart (the library's
 * default delay); `retry4xx` false stops at a 4xx (the attempt query's rule).
 */
export async function query(
  ctx: NightContext,
  token: string,
  kind: string,
  path: string,
  { retries = 1, retry4xx = true } = {},
): Promise<Reply> {
  const started = performance.now();
  for (let failures = 0; ; failures += 1) {
    const reply = await ctx.client.send({ method: 'GET', path, token });
    ctx.log.call(kind, reply.ms, reply.status, isOk(reply.status));
    const refused = reply.status >= 400 && reply.status < 500 && !retry4xx;
    if (isOk(reply.status) || refused || failures >= retries || ctx.stopped) {
      ctx.log.felt(kind, performance.now() - started);
      return reply;
    }
    await sleepOn(ctx, Math.min(1000 * 2 ** failures, 30_000));
  }
}

/**
 * A POST the app does not retry by itself (start, hand-in): a failure shows "try again", which the learner
 * presses a few seconds later, up to `tries` times in all.
 */
export async function mutation(
  ctx: NightContext,
  token: string,
  kind: string,
  path: string,
  tries = 3,
): Promise<Reply> {
  const started = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    const reply = await ctx.client.send({ method: 'POST', path, token });
    ctx.log.call(kind, reply.ms, reply.status, isOk(reply.status));
    if (isOk(reply.status) || attempt >= tries || ctx.stopped) {
      ctx.log.felt(kind, performance.now() - started);
      return reply;
    }
    await sleepOn(ctx, 3_000);
  }
}
