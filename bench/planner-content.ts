// The content the planner's bench plans over: the large producer of `npm run seed:large` (1,000,000 questions, 5,000
// clinical cases) has no courses; this adds them once, with the bench learner's access.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/database.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';

/** The courses the bench adds to the large producer (it has none): 40 courses × 4 modules × 15 lessons. */
export const plannerBenchSize = { days: 365, courses: 40, modulesPerCourse: 4, lessonsPerModule: 15 } as const;
const productCode = 'planner-bench';

/** The large producer's courses for the plan (once per database), and the bench learner's access to them. */
export async function growCourses(db: Database, learner: { producerId: string; userId: string }): Promise<void> {
  const { producerId, userId } = learner;
  const size = plannerBenchSize;
  const [existing] = await rawRows<{ c: number }>(
    db,
    sql`select count(*)::int as c from courses where producer_id = ${producerId} and ${productCode} = any(product_codes)`,
  );
  if ((existing?.c ?? 0) === 0) {
    await db.execute(sql`
      insert into courses (producer_id, name, description, image_key, hero_image_key, product_codes, position)
      select ${producerId}, 'Extensivo ' || g || ': ' || (array['Clínica Médica','Cirurgia Geral','Pediatria',
          'Ginecologia e Obstetrícia','Medicina Preventiva'])[1 + g % 5],
        'Aulas do curso ' || g || ' para a prova de residência.', 'covers/bench.svg', 'covers/bench.svg',
        array[${productCode}], g
      from generate_series(1, ${size.courses}::int) g`);
    await db.execute(sql`
      insert into course_modules (producer_id, course_id, title, position)
      select ${producerId}, c.id, 'Módulo ' || m, m
      from courses c, generate_series(1, ${size.modulesPerCourse}::int) m
      where c.producer_id = ${producerId} and ${productCode} = any(c.product_codes)`);
    await db.execute(sql`
      insert into lessons (producer_id, course_id, module_id, title, position, video_duration, video_external_id,
        video_image_key)
      select ${producerId}, m.course_id, m.id, 'Aula ' || l || ' do ' || m.title, l, 600 + ((m.id * 31 + l * 97) % 2400),
        '76979871', 'covers/bench.svg'
      from course_modules m join courses c on c.id = m.course_id, generate_series(1, ${size.lessonsPerModule}::int) l
      where c.producer_id = ${producerId} and ${productCode} = any(c.product_codes)`);
  }
  await db.execute(sql`
    insert into user_accesses (producer_id, user_id, product_code, product_name, kind)
    select ${producerId}, ${userId}, ${productCode}, 'Extensivo do benchmark', 'compra'
    where not exists (select 1 from user_accesses where user_id = ${userId} and product_code = ${productCode})`);
  await db.execute(sql`analyze courses; analyze course_modules; analyze lessons`);
}
