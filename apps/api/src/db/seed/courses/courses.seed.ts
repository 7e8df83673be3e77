import { eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../../storage/file-storage.ts';
import type { Database } from '../../database.ts';
import { producers, users, verticals } from '../../schema/index.ts';
import type { Seeder } from '../seeder.ts';
import { writeCoursesInBatches } from './course-batch-writer.ts';
import { demoCatalog } from './demo-catalogs.ts';
import { demoVideoFile, type SeedFile } from './demo-course-files.ts';
import { prepareDemoCourse, type CourseProducer } from './demo-course-input.ts';
import type { DemoVerticalCatalog } from './demo-course-types.ts';
import { insertLearnerState } from './learner-state-writer.ts';
import type { SeededCourse } from './seeded-course.ts';

/** How many files the seed writes to storage at once. */
const parallelPuts = 16;

/** Puts the file unless storage holds it already, byte for byte (a re-seed, or the test runs: reading is cheaper). */
async function putIfChanged(storage: FileStorage, file: SeedFile): Promise<void> {
  const stored = await storage.get(file.key);
  if (stored?.contentType === file.contentType && stored.data.equals(file.data)) return;
  await storage.put(file.key, file.data, file.contentType);
}

async function putAll(storage: FileStorage, files: readonly SeedFile[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let file = files[next++]; file; file = files[next++]) await putIfChanged(storage, file);
  };
  await Promise.all(Array.from({ length: parallelPuts }, worker));
}

async function producersWithVertical(db: Database): Promise<(CourseProducer & { vertical: string })[]> {
  return db
    .select({
      id: producers.id,
      slug: producers.slug,
      nome: producers.nome,
      app_primary_color: producers.app_primary_color,
      app_secondary_color: producers.app_secondary_color,
      app_website: producers.app_website,
      medmember_url: producers.medmember_url,
      vertical: verticals.slug,
    })
    .from(producers)
    .innerJoin(verticals, eq(producers.vertical_id, verticals.id))
    .orderBy(producers.slug);
}

async function demoLearnerIds(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: users.id, email: users.email, producer_id: users.producer_id })
    .from(users)
    .where(inArray(users.email, ['aluno@medmember.dev', 'novo@medmember.dev', 'professor@medmember.dev']));
  return new Map(rows.map((row) => [`${row.producer_id}/${row.email}`, row.id]));
}

/**
 * The courses of every producer from its vertical's catalog: rows in batches, covers and handout PDFs in
 * storage (alongside, not after), the demo video once; then the demo accounts' progress, ratings and tracks.
 */
function createCourseSeeder(catalogOf: (vertical: string) => DemoVerticalCatalog | undefined): Seeder {
  return async (db, { storage }) => {
    const now = new Date();
    const prepared = (await producersWithVertical(db)).flatMap((producer) =>
      (catalogOf(producer.vertical)?.courses ?? []).map((demo, position) => ({
        demo,
        ...prepareDemoCourse(producer, demo, position, now),
      })),
    );
    const files = [await demoVideoFile(), ...prepared.flatMap((course) => course.files)];
    const [written] = await Promise.all([
      writeCoursesInBatches(
        db,
        prepared.map((course) => course.toWrite),
      ),
      putAll(storage, files),
    ]);
    const byProducer = new Map<string, SeededCourse[]>();
    prepared.forEach(({ demo, toWrite }, index) => {
      const seeded = { demo, input: toWrite.course, written: written[index] ?? { uuid: '', modules: [] } };
      byProducer.set(toWrite.producerId, [...(byProducer.get(toWrite.producerId) ?? []), seeded]);
    });
    await insertLearnerState(db, byProducer, await demoLearnerIds(db), now);
  };
}

/** The demo courses of issue 4, from the four vertical catalogs. */
export const seedCourses: Seeder = createCourseSeeder(demoCatalog);
