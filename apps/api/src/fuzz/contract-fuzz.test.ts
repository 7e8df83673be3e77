import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteEntry } from '../route-table/route-entry.ts';
import { routeTable } from '../route-table/route-table.ts';
import { signedInLearner, sites } from '../route-table/tenant-client.ts';
import { tenantObjects } from '../route-table/tenant-objects.ts';
import type { IdValues } from '../route-table/tenant-requests.ts';
import { useTestApp } from '../test/test-app.ts';
import { routeInputs, samplePictures } from './fuzz-inputs.ts';
import { fuzzRoute } from './fuzz-route.ts';
import { fuzzRoutes } from './fuzz-run.ts';
import { fuzzSettings } from './fuzz-settings.ts';
import { fuzzTarget, type FuzzTarget } from './fuzz-target.ts';

const brokenPrefix = '/api/fuzz-broken/';

/** Three routes that break the contract the way real bugs do: a database error, a stack trace, a shapeless 4xx. */
function registerBrokenRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/api/fuzz-broken/sql', { schema: { body: z.object({ n: z.number().int() }) } }, async (request) => {
    await app.db.execute(sql`select ${request.body.n}::int2`);
    return {};
  });
  typed.get(
    '/api/fuzz-broken/stack',
    { schema: { querystring: z.object({ q: z.string().optional() }) } },
    (_r, reply) => reply.code(400).send({ error: { code: 'fuzz.stack', message: String(new Error('leak').stack) } }),
  );
  typed.get('/api/fuzz-broken/shapeless', (_request, reply) => reply.code(422).type('text/plain').send('bad input'));
}
const brokenTable: RouteEntry[] = ['sql', 'stack', 'shapeless'].map((name) => ({
  methods: [name === 'sql' ? 'POST' : 'GET'],
  url: `${brokenPrefix}${name}`,
  access: 'public',
}));

describe('contract fuzz', () => {
  const ctx = useTestApp({ seed: true, register: registerBrokenRoutes });
  const settings = fuzzSettings();
  let prepared: Promise<{ known: IdValues; images: Buffer[]; target: FuzzTarget }> | undefined;
  // Once per file: the learner's objects (an attempt can be started only once), then the fuzz's own session.
  const setUp = () =>
    (prepared ??= (async () => {
      const known = (await tenantObjects(await signedInLearner(ctx, sites.b))).ids;
      return { known, images: await samplePictures(), target: await fuzzTarget(ctx.app, sites.b) };
    })());
  // The whole budget, and as long again for slow routes' minimum counts and the setup.
  const timeout = settings.budgetMs > 0 ? 2 * settings.budgetMs + 60_000 : 4 * 60 * 60_000;

  it(
    'answers every route’s schema-shaped and hostile requests: no 5xx, no stack or SQL, 4xx in the error shape',
    async () => {
      const { known, images, target } = await setUp();
      const inputs = routeInputs(ctx.app, {
        table: routeTable,
        known,
        images,
        select: (url) => !url.startsWith(brokenPrefix),
      });
      const { results, fiveXx, lines } = await fuzzRoutes(target, inputs, settings);
      for (const line of lines) console.log(line);

      expect(results.length).toBeGreaterThanOrEqual(70);
      const minimum = Math.min(settings.minimumRuns, settings.schemaRuns, settings.hostileRuns);
      const short = results.filter((result) => Math.min(result.schemaSent, result.hostileSent) < minimum);
      expect(short.map((result) => result.route)).toEqual([]);
      expect(results.flatMap((result) => result.examples.map((example) => `${result.route}: ${example}`))).toEqual([]);
      expect(fiveXx).toBe(0);
    },
    timeout,
  );

  it('names a 5xx with SQL behind it, a stack trace and a 4xx outside the error shape', async () => {
    const { known, images, target } = await setUp();
    const inputs = routeInputs(ctx.app, {
      table: brokenTable,
      known,
      images,
      select: (url) => url.startsWith(brokenPrefix),
    });
    const few = { ...settings, schemaRuns: 30, hostileRuns: 10 };
    const results = [];
    for (const input of inputs) results.push(await fuzzRoute(target, input, false, few, null));
    const byRoute = Object.fromEntries(results.map((result) => [result.route, result]));
    expect(byRoute['POST /api/fuzz-broken/sql']?.fiveXx).toBeGreaterThan(0);
    expect(byRoute['POST /api/fuzz-broken/sql']?.examples.join('\n')).toMatch(/answered 500/);
    expect(byRoute['GET /api/fuzz-broken/stack']?.examples[0]).toMatch(/body carries a stack trace/);
    expect(byRoute['GET /api/fuzz-broken/shapeless']?.examples[0]).toMatch(/422 with content-type text\/plain/);
    expect(results.map((result) => result.schemaSent + result.hostileSent)).toEqual([40, 40, 40]);
  }, 60_000);
});
