import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/index.ts';
import { testStorage } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseConnection } from '../database.ts';
import { producers, verticals } from '../schema/index.ts';
import { seedDemoIfEmpty } from './index.ts';
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
