import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/** A clinical case's option as its review item shows it: the case, the stage, and the lesson that teaches it. */
export interface CaseItemRow {
  option_id: number;
  label: string;
  feedback: string;
  rating: 'essential' | 'useful' | 'unnecessary' | 'harmful';
  stage_title: string;
  prompt: string;
  case_id: number;
  case_title: string;
  lesson_id: number | null;
  lesson_title: string | null;
  module_id: number | null;
  course_id: string | null;
  course_kind: string | null;
}

/** The options (of the producer's published cases) by id; others are left out. */
export async function selectCaseItems(
  db: Database,
  producerId: string,
  optionIds: readonly number[],
): Promise<Map<number, CaseItemRow>> {
  if (optionIds.length === 0) return new Map();
  const rows = await rawRows<CaseItemRow>(
    db,
    sql`select o.id as option_id, o.label, o.feedback, o.rating, s.title as stage_title, s.prompt,
          c.id as case_id, c.title as case_title, l.id as lesson_id, l.title as lesson_title, l.module_id,
          l.course_id, co.kind as course_kind
        from clinical_case_options o
        join clinical_case_stages s on s.id = o.stage_id
        join clinical_cases c on c.id = s.case_id
        left join lessons l on l.id = o.lesson_id and l.producer_id = c.producer_id
        left join courses co on co.id = l.course_id
        where o.id = any(${`{${optionIds.join(',')}}`}::int[]) and c.producer_id = ${producerId}
          and c.status = 'published'`,
  );
  return new Map(rows.map((row) => [row.option_id, row]));
}
