import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { courses, jobs, memorySettings } from '../db/schema/index.ts';
import { fitParametersJob } from '../modules/flashcards/settings/fsrs-fitting.ts';
import { useTestApp, type TestApp } from '../test/test-app.ts';
import type { RouteEntry } from './route-entry.ts';
import { routeTable } from './route-table.ts';
import { signedInLearner, sites, tenantClient, type TenantClient } from './tenant-client.ts';
import { markOwnerContent } from './owner-content.ts';
import { foreignRequests, loggedOutRequests, ownerOnlyStrings, ownerView } from './tenant-matrix.ts';
import { tenantObjects, type TenantObjects } from './tenant-objects.ts';
import { foreignIdRules } from './tenant-requests.ts';

/** Two deliberately broken routes: a course read that forgets the producer, and one that forgets the session. */
function registerBrokenRoutes(app: FastifyInstance): void {
  const unscopedCourse = async (request: { params: unknown }) => {
    const { uuid } = request.params as { uuid: string };
    const [course] = await app.db.select({ name: courses.name }).from(courses).where(eq(courses.id, uuid));
    return course ?? {};
  };
  app.get('/api/broken/unscoped/:uuid', { onRequest: app.authenticate }, unscopedCourse);
  app.get('/api/broken/open/:uuid', unscopedCourse);
}
const brokenTable: RouteEntry[] = [
  { methods: ['GET'], url: '/api/broken/unscoped/:uuid', access: 'learner', ids: { 'params.uuid': 'course' } },
  { methods: ['GET'], url: '/api/broken/open/:uuid', access: 'learner', ids: { 'params.uuid': 'course' } },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Tenants {
  owner: TenantClient;
  sameVertical: TenantClient;
  otherVertical: TenantClient;
  objects: { b: TenantObjects; a: TenantObjects; c: TenantObjects };
  /** B's identifying strings that A's learner, and C's, did not see in their own answers. */
  ownerStrings: { a: string[]; c: string[] };
}

/**
 * Lets the background work that making the objects queued finish: the demo learner is past 1,000 reviews, so a
 * review fits their FSRS parameters in a job, which changes their settings (`personalized`) by design. The owner's
 * view is taken after it, so that only a foreign request could change it.
 */
async function settleFitting(ctx: TestApp): Promise<void> {
  const db = ctx.database.db;
  for (let attempt = 0; attempt < 300; attempt++) {
    await ctx.app.jobs.poll();
    const [queued] = await db.select({ n: count() }).from(jobs).where(eq(jobs.name, fitParametersJob));
    const [running] = await db.select({ n: count() }).from(memorySettings).where(eq(memorySettings.fitting, true));
    if (!queued?.n && !running?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the FSRS fitting jobs did not finish in 30 s');
}

/** B's learner owns the objects; A's (same vertical) and C's (another vertical) learners have their own. */
async function setUpTenants(ctx: TestApp): Promise<Tenants> {
  await markOwnerContent(ctx.database.db, 'lumen-oftalmologia');
  const owner = await signedInLearner(ctx, sites.b);
  const sameVertical = await signedInLearner(ctx, sites.a);
  const otherVertical = await signedInLearner(ctx, sites.c);
  const objects = {
    b: await tenantObjects(owner),
    a: await tenantObjects(sameVertical),
    c: await tenantObjects(otherVertical),
  };
  await settleFitting(ctx);
  const ownerStrings = {
    a: ownerOnlyStrings(objects.b.strings, [objects.a.strings]),
    c: ownerOnlyStrings(objects.b.strings, [objects.c.strings]),
  };
  return { owner, sameVertical, otherVertical, objects, ownerStrings };
}

describe('tenant matrix', () => {
  const ctx = useTestApp({ seed: true, register: registerBrokenRoutes });
  let tenants: Promise<Tenants> | undefined;
  const ready = () => (tenants ??= setUpTenants(ctx));

  it("refuses every producer's objects to the others' learners and every signed-in route to a logged-out caller", async () => {
    const { owner, sameVertical, otherVertical, objects, ownerStrings } = await ready();
    const kinds = Object.keys(foreignIdRules) as (keyof typeof foreignIdRules)[];
    for (const [name, found] of Object.entries(objects)) {
      expect(
        kinds.filter((kind) => found.ids[kind] === undefined),
        `objects of learner ${name}`,
      ).toEqual([]);
    }
    expect(ownerStrings.a.length).toBeGreaterThan(10);
    expect(ownerStrings.a).toEqual(expect.arrayContaining([expect.stringContaining('[lumen-oftalmologia]')]));
    expect(ownerStrings.c.length).toBeGreaterThan(ownerStrings.a.length);

    const before = await ownerView(routeTable, owner, objects.b.ids);
    // The owner sees its own objects (no result before the hand-in).
    const unseen = [...before].filter(([, seen]) => !/^2\d\d /.test(seen)).map(([url]) => url);
    expect(unseen).toEqual([`/api/simulados/${objects.b.ids.attempt}/result`]);
    const outcomes = [
      await foreignRequests(routeTable, sameVertical, objects.a.ids, objects.b.ids, ownerStrings.a),
      await foreignRequests(routeTable, otherVertical, objects.c.ids, objects.b.ids, ownerStrings.c),
      await loggedOutRequests(routeTable, tenantClient(ctx, sites.b, null), objects.b.ids, ownerStrings.c),
    ];
    const after = await ownerView(routeTable, owner, objects.b.ids);
    const changed = [...before].filter(([url, seen]) => after.get(url) !== seen).map(([url]) => `changed: ${url}`);

    const requests = outcomes.reduce((sum, outcome) => sum + outcome.requests, 0);
    const findings = [...outcomes.flatMap((outcome) => outcome.findings), ...changed];
    console.log(`tenant matrix: ${requests} requests, ${findings.length} leaks`);
    expect(findings).toEqual([]);
  }, 120_000);

  it('names a route that serves another producer’s object, and one that needs no session', async () => {
    const { sameVertical, objects, ownerStrings } = await ready();
    const foreign = await foreignRequests(brokenTable, sameVertical, objects.a.ids, objects.b.ids, ownerStrings.a);
    const course = String(objects.b.ids.course);
    const request = (route: string) => `Foco Oftalmo: GET /api/broken/${route}/${course} (foreign params.uuid)`;
    expect(foreign.findings).toEqual([
      expect.stringMatching(new RegExp(`^${escape(request('unscoped'))} answered 200`)),
      expect.stringMatching(new RegExp(`^${escape(request('unscoped'))} carried the owner's .*lumen-oftalmologia`)),
      expect.stringMatching(new RegExp(`^${escape(request('open'))} answered 200`)),
      expect.stringMatching(new RegExp(`^${escape(request('open'))} carried the owner's`)),
    ]);
    const anonymous = tenantClient(ctx, sites.b, null);
    const loggedOut = await loggedOutRequests(brokenTable, anonymous, objects.b.ids, ownerStrings.c);
    expect(loggedOut.findings).toEqual([
      `logged out: GET /api/broken/open/${course} answered 200`,
      expect.stringMatching(new RegExp(`^logged out: GET /api/broken/open/${course} carried`)),
      // The open route has no session check, so its malformed twin reaches the handler too.
      expect.stringMatching(/^logged out, malformed: GET \/api\/broken\/open\/x answered/),
    ]);
  });

  it('sees a change to the owner’s objects', async () => {
    const { owner, objects } = await ready();
    const before = await ownerView(routeTable, owner, objects.b.ids);
    await owner.json('PUT', `/api/lessons/${objects.b.ids.lesson}/rating`, { rating: 5 });
    const after = await ownerView(routeTable, owner, objects.b.ids);
    expect([...before].filter(([url, seen]) => after.get(url) !== seen).map(([url]) => url)).toContain(
      `/api/lessons/${objects.b.ids.lesson}`,
    );
  });
});
