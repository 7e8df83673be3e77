import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStorage } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { apostilas, courses, lessons, producers, verticals } from '../../schema/index.ts';
import { seedDemo } from '../index.ts';
import { demoCatalog } from './demo-catalogs.ts';
import { demoVideo } from './demo-course-files.ts';

/** A word of a lesson title with an accent, written without it ("Episódio" → "episodio"). */
function unaccentedWordOf(title: string): string | null {
  const word = title.split(/[^\p{L}]+/u).find((candidate) => candidate.length >= 5 && /[^a-z]/i.test(candidate));
  return word ? word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : null;
}

describe('demo courses seed', () => {
  const storage = testStorage();
  let database: TestDatabase;
  let producerRows: { id: string; slug: string; website: string | null; vertical: string }[];
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, { port: 3000, storage });
    producerRows = await database.db
      .select({ id: producers.id, slug: producers.slug, website: producers.app_website, vertical: verticals.slug })
      .from(producers)
      .innerJoin(verticals, eq(producers.vertical_id, verticals.id));
  });
  afterAll(() => database.close());

  it("gives every producer its vertical's courses: three or more courses, one locked with its purchase link, one freemium, one featured with a trailer", async () => {
    expect(producerRows).toHaveLength(6);
    for (const producer of producerRows) {
      const rows = await database.db.select().from(courses).where(eq(courses.producer_id, producer.id));
      const catalogNames = demoCatalog(producer.vertical)?.courses.map((course) => course.name) ?? [];
      expect(rows.map((row) => row.name).sort(), producer.slug).toEqual([...catalogNames].sort());
      expect(rows.filter((row) => row.kind === 'courses').length).toBeGreaterThanOrEqual(3);
      const locked = rows.filter((row) => !row.product_codes.includes('extensivo-2027'));
      expect(locked.map((row) => [row.product_codes, row.purchase_url, row.offer_label])).toEqual([
        [['r3-intensivo'], `${producer.website}/r3-intensivo`, 'Assine o R3 Intensivo'],
      ]);
      const inPlan = rows.filter((row) => row.product_codes.includes('extensivo-2027'));
      expect(new Set(inPlan.map((row) => [row.purchase_url, row.offer_label].join(' ')))).toEqual(
        new Set([`${producer.website}/assinar Assine o Extensivo 2027`]),
      );
      expect(rows.filter((row) => row.product_codes.includes('degustacao')).length).toBeGreaterThanOrEqual(1);
      const featured = rows.filter((row) => row.featured);
      expect(featured).toHaveLength(1);
      expect(featured[0]?.trailer_vimeo_id).toMatch(/^\d+$/);
      for (const row of rows) {
        expect(row.image_key).toBe(
          `covers/${producer.slug}-${demoCatalog(producer.vertical)?.courses[row.position]?.slug}.svg`,
        );
        expect((await storage.get(row.hero_image_key))?.data.toString('utf8')).toMatch(
          /^<svg [^>]*width="1440" height="600"/,
        );
        expect(row.published_at.getTime()).toBeLessThan(Date.now());
      }
    }
  });

  it('stores every apostila as a real PDF of the recorded size', async () => {
    const rows = await database.db.select().from(apostilas);
    expect(rows.length).toBeGreaterThanOrEqual(producerRows.length * 4);
    const files = await Promise.all(rows.map((row) => storage.get(row.file_key)));
    rows.forEach((row, index) => {
      const file = files[index];
      expect(file?.data.subarray(0, 5).toString('latin1'), row.file_key).toBe('%PDF-');
      expect(file?.data.length).toBe(row.size_bytes);
      expect([file?.contentType, row.content_type]).toEqual(['application/pdf', 'application/pdf']);
      expect(row.file_name).toMatch(/^Apostila.*\.pdf$/);
      expect(row.file_key).toMatch(/^apostilas\/[a-z0-9-]+\/[a-z0-9-]+-\d+\.pdf$/);
    });
    expect(rows.filter((row) => row.task_id === null)).toHaveLength(await database.db.$count(courses));
  });

  it('stores the demo video once and plays it in exactly one 30 s lesson per producer', async () => {
    const video = await storage.get(demoVideo.key);
    expect(video?.contentType).toBe('video/webm');
    expect(video?.data.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    const local = await database.db.select().from(lessons).where(eq(lessons.video_file_key, demoVideo.key));
    expect(local.map((row) => row.producer_id).sort()).toEqual(producerRows.map((row) => row.id).sort());
    for (const row of local)
      expect([row.video_duration, row.video_content_type, row.video_external_id]).toEqual([30, 'video/webm', null]);
    const vimeo = await database.db.select().from(lessons).where(sql`${lessons.video_file_key} is null`);
    for (const row of vimeo) {
      expect(row.video_external_id).toMatch(/^\d+$/);
      expect(row.video_duration).toBeGreaterThanOrEqual(60);
    }
  });

  it('finds lessons by a Portuguese word typed without its accent', async () => {
    for (const producer of producerRows) {
      const candidates = await database.db
        .select({ id: lessons.id, title: lessons.title })
        .from(lessons)
        .where(eq(lessons.producer_id, producer.id));
      const target = candidates.find((lesson) => unaccentedWordOf(lesson.title));
      const word = unaccentedWordOf(target?.title ?? '') ?? 'missing';
      const found = await database.db
        .select({ id: lessons.id })
        .from(lessons)
        .where(
          and(
            eq(lessons.producer_id, producer.id),
            sql`to_tsvector('portuguese', immutable_unaccent(${lessons.title} || ' ' || ${lessons.body})) @@ to_tsquery('portuguese', immutable_unaccent(${word}))`,
          ),
        );
      expect(
        found.map((row) => row.id),
        `${producer.slug}: ${word}`,
      ).toContain(target?.id);
    }
    const ids = producerRows.map((row) => row.id);
    expect(await database.db.$count(lessons, inArray(lessons.producer_id, ids))).toBeGreaterThan(ids.length * 8);
  });
});
