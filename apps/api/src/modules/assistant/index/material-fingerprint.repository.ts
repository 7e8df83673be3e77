import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/**
 * One md5 over every indexed source of the producer (each source's id and an md5 of what its passages are made
 * of: texts, address, products), computed in the database: the periodic check reads a digest, not the material.
 * A handout counts by its file's key and size (the bytes stay in storage).
 */
export async function materialDigest(db: Database, producerId: string): Promise<string> {
  const [row] = await rawRows<{ digest: string }>(
    db,
    sql`select md5(coalesce(string_agg(line, chr(10) order by line), '')) as digest from (
          select 'lesson:' || l.id || ':' || md5(concat_ws(chr(31), l.title, l.body, l.transcript::text,
                   l.free_preview::text, l.module_id, array_to_string(c.product_codes, ','))) as line
            from lessons l join courses c on c.id = l.course_id and c.producer_id = ${producerId}
           where l.producer_id = ${producerId}
          union all
          select 'handout:' || a.id || ':' || md5(concat_ws(chr(31), a.nome, a.file_key, a.size_bytes, a.content_type,
                   t.lesson_id, array_to_string(c.product_codes, ',')))
            from apostilas a join courses c on c.id = a.course_id and c.producer_id = ${producerId}
            left join lesson_tasks t on t.id = a.task_id
           where a.producer_id = ${producerId}
          union all
          select 'question:' || q.id || ':' || md5(concat_ws(chr(31), q.statement, q.alternatives::text,
                   q.correct_letter, q.explanation, q.institution, q.exam, q.year))
            from questions q where q.producer_id = ${producerId} and q.status = 'published'
          union all
          select 'case:' || cc.id || ':' || md5(concat_ws(chr(31), cc.title, cc.summary, cc.expert_reasoning,
                   (select string_agg(concat_ws(chr(31), s.position, s.title, s.discussion), chr(30) order by s.position)
                      from clinical_case_stages s where s.case_id = cc.id)))
            from clinical_cases cc where cc.producer_id = ${producerId} and cc.status = 'published'
          union all
          select 'flashcard:' || f.id || ':' || md5(concat_ws(chr(31), f.frente, f.verso, f.lesson_id, cat."desc"))
            from flashcards f left join question_categories cat on cat.id = f.category_id
           where f.producer_id = ${producerId}
        ) as material`,
  );
  return row?.digest ?? '';
}
