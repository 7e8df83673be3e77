import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/index.ts';
import { testStorage } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseConnection } from '../database.ts';
import { offers, producers, products, providerSecrets, userAccesses, users, verticals } from '../schema/index.ts';
import { seedDemoIfEmpty } from './seed-if-empty.ts';
import { demoPlanDays } from './planner/demo-plan-days.ts';

describe('demo seed', () => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds on first run only', async () => {
    expect(await seedDemoIfEmpty(database.db, { port: 4100, storage: testStorage() })).toBe(true);
    expect(await seedDemoIfEmpty(database.db, { port: 4100, storage: testStorage() })).toBe(false);
    expect(await database.db.$count(verticals)).toBe(4);
    // The whole demo in one transaction (the planner's week of plans last): well past 20 s on a loaded 2-core box.
  }, 120_000);

  it('creates the four verticals of spec §1 with their host patterns', async () => {
    const rows = await database.db.select().from(verticals).orderBy(verticals.position);
    expect(rows.map((row) => [row.slug, row.nome_pt_br])).toEqual([
      ['oftalmologia', 'Oftalmologia'],
      ['anestesiologia', 'Anestesiologia'],
      ['cirurgia-vascular', 'Cirurgia Vascular'],
      ['ortopedia', 'Ortopedia'],
    ]);
    for (const row of rows) {
      expect(row.host_patterns).toEqual([`${row.slug}.localhost`, `*.${row.slug}.localhost`]);
      expect(row.tag_manager_container_id).toMatch(/^GTM-[A-Z0-9]+$/);
    }
  });

  it('gives two producers to oftalmologia and anestesiologia, one to the others, each clearly branded', async () => {
    const rows = await database.db.select().from(producers);
    const slugOf = new Map((await database.db.select().from(verticals)).map((v) => [v.id, v.slug]));
    const perVertical = (slug: string) => rows.filter((row) => slugOf.get(row.vertical_id) === slug).length;
    expect([
      perVertical('oftalmologia'),
      perVertical('anestesiologia'),
      perVertical('cirurgia-vascular'),
      perVertical('ortopedia'),
    ]).toEqual([2, 2, 1, 1]);
    expect(new Set(rows.map((row) => row.app_primary_color)).size).toBe(rows.length);
    for (const row of rows) {
      const vertical = slugOf.get(row.vertical_id);
      expect(row.medmember_url).toBe(`http://${row.slug}.${vertical}.localhost:4100`);
      expect(row.auth_url).toBe(`${row.medmember_url}/auth/newLogin`);
      expect(row.app_primary_color).toMatch(/^#[0-9A-F]{6}$/);
      for (const field of [
        'app_title_home',
        'app_text_home',
        'app_text_question',
        'app_ianame',
        'app_telegram',
        'app_website',
      ] as const) {
        expect(row[field], `${row.slug}.${field}`).toBeTruthy();
      }
      expect(row.app_numero_suporte).toMatch(/^55\d{11}$/);
    }
  });

  it('points at brand images that exist in the web app', async () => {
    const rows = await database.db.select().from(producers);
    for (const row of rows) {
      for (const url of [row.app_logo_url, row.app_iaimage, row.app_image_background_url]) {
        const file = path.join(repoRoot, 'apps/web/public', url ?? 'missing');
        expect(existsSync(file), url ?? 'missing').toBe(true);
        expect(readFileSync(file, 'utf8')).toMatch(/^<svg /);
      }
    }
  });

  it('gives every producer its products and offers: prices in integer centavos, methods on every offer sold here', async () => {
    const producerIds = (await database.db.select({ id: producers.id }).from(producers)).map((row) => row.id);
    const productRows = await database.db.select().from(products);
    const offerRows = await database.db.select().from(offers);
    for (const producerId of producerIds) {
      const own = productRows.filter((row) => row.producer_id === producerId);
      expect(
        own.map((row) => row.code),
        producerId,
      ).toEqual(expect.arrayContaining(['extensivo-2027', 'r3-intensivo', 'degustacao']));
      const sold = offerRows.filter((offer) => offer.producer_id === producerId);
      const extensivo = own.find((row) => row.code === 'extensivo-2027');
      expect(sold.filter((offer) => offer.product_id === extensivo?.id).map((offer) => offer.price_cents)).toEqual([
        199_990, 18_990,
      ]);
      expect(sold.find((offer) => offer.coupon_code === 'R3DEZ')).toMatchObject({ price_cents: 149_000 });
      const hotmart = sold.filter((offer) => offer.channel === 'hotmart');
      expect(hotmart).toHaveLength(1);
      expect(hotmart[0]?.external_checkout_url).toMatch(/^https:\/\/pay\.hotmart\.com\//);
      expect(hotmart[0]?.external_product_id).toBeTruthy();
      const degustacao = own.find((row) => row.code === 'degustacao');
      expect(sold.filter((offer) => offer.product_id === degustacao?.id)).toEqual([]);
      // The trial opens every area an extensivo opens, so a freemium learner tries the whole platform.
      expect(degustacao?.areas.toSorted()).toEqual(extensivo?.areas.toSorted());
    }
    for (const offer of offerRows) {
      expect(Number.isInteger(offer.price_cents), offer.name).toBe(true);
      expect(offer.price_cents, offer.name).toBeGreaterThan(0);
      if (offer.channel === 'here') expect(offer.payment_methods.length, offer.name).toBeGreaterThan(0);
    }
    expect(await database.db.$count(providerSecrets)).toBe(producerIds.length * 4);
  });

  it("links the trial's upgrade to the plan's offers page and shows every source on aluno@'s accesses", async () => {
    const rows = await database.db
      .select({ access: userAccesses, email: users.email })
      .from(userAccesses)
      .innerJoin(users, eq(users.id, userAccesses.user_id));
    const plans = await database.db.select().from(products).where(eq(products.code, 'extensivo-2027'));
    const planOf = new Map(plans.map((row) => [row.producer_id, row.id]));
    const trials = rows.filter(({ access }) => access.kind === 'freemium');
    // freemium@ and degustacao@ of every producer.
    expect(trials.length).toBe(planOf.size * 2);
    for (const { access } of trials) {
      expect(access.source).toBe('freemium');
      expect(access.purchase_url).toBe(`/page/offers/${planOf.get(access.producer_id)}`);
    }
    const aluno = rows.filter(({ email }) => email === 'aluno@medmember.dev').map(({ access }) => access);
    for (const producerId of planOf.keys()) {
      const own = aluno.filter((access) => access.producer_id === producerId);
      expect(own.map((access) => access.source).sort()).toEqual(['gift', 'hotmart', 'offer']);
      expect(own.find((access) => access.source === 'hotmart')?.ends_at?.getTime()).toBeLessThan(Date.now());
    }
  });

  it("gives every producer's aluno@ an active plan whose days fit their time, with done and late days", async () => {
    const plans = await demoPlanDays(database.db);
    const producerIds = (await database.db.select({ id: producers.id }).from(producers)).map((row) => row.id);
    expect(producerIds.length).toBeGreaterThan(0);
    expect(plans).toHaveLength(producerIds.length);
    expect(plans.filter((plan) => plan.email === 'aluno@medmember.dev').map((plan) => plan.producerId)).toEqual(
      expect.arrayContaining(producerIds),
    );
    expect(plans.filter((plan) => plan.email !== 'aluno@medmember.dev')).toEqual([]);
    for (const plan of plans) {
      expect(plan.daysToExam, plan.producerId).toBeGreaterThanOrEqual(100);
      for (const day of plan.days)
        expect(day.planned, `${plan.producerId} ${day.date}`).toBeLessThanOrEqual(day.available);
      expect(plan.days.filter((day) => day.state === 'done').length, plan.producerId).toBeGreaterThanOrEqual(3);
      expect(plan.days.filter((day) => day.state === 'late').length, plan.producerId).toBe(1);
      const kinds = new Set(plan.days.flatMap((day) => day.kinds));
      expect([...kinds], plan.producerId).toEqual(expect.arrayContaining(['lesson', 'questions', 'case', 'simulado']));
    }
  });
});
