import { sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { rawRows } from '../../raw-rows.ts';
import { writeQuestionBank } from '../questions/question-bank-writer.ts';
import {
  largeBoards,
  largeInstitutions,
  largeSubjectAreas,
  largeYears,
  subtemasPerTema,
  temasPerSpecialty,
} from './large-tree.ts';

const letters = ['A', 'B', 'C', 'D', 'E'] as const;

/**
 * The category trees, written through the demo's bank writer with one question per leaf (so every node and
 * every institution, year and board exists); the bulk questions then link to these nodes by SQL.
 */
export async function writeLargeTrees(db: Database, producerId: string): Promise<void> {
  const leaves = Object.entries(largeSubjectAreas).flatMap(([area, specialties]) =>
    specialties.flatMap((specialty) =>
      Array.from({ length: temasPerSpecialty }, (_, tema) =>
        Array.from({ length: subtemasPerTema }, (_, subtema) => [
          area,
          specialty,
          `${specialty}: tema ${tema + 1}`,
          `${specialty}: tema ${tema + 1}, subtema ${subtema + 1}`,
        ]),
      ).flat(),
    ),
  );
  await writeQuestionBank(
    db,
    producerId,
    leaves.map((subject, index) => ({
      subject,
      statement: `<p>Questão de referência ${index + 1}.</p>`,
      alternatives: letters.map((letter) => ({ text: `Alternativa ${letter}`, explanation: `Comentário ${letter}.` })),
      correct: letters[index % 5] as (typeof letters)[number],
      explanation: 'Comentário.',
      source: {
        institution: largeInstitutions[index % largeInstitutions.length] as string,
        exam: 'Residência Médica R1 – Acesso Direto',
        year: Number(largeYears[index % largeYears.length]),
        board: largeBoards[index % largeBoards.length] as string,
      },
    })),
  );
}

/** Node ids of one type (type 7: only the leaves, where questions link). */
async function nodeIds(db: Database, producerId: string, type: number): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    type === 7
      ? sql`select c.id from question_categories c where c.producer_id = ${producerId} and c.type = 7 and not exists (select 1 from question_categories k where k.parent_id = c.id) order by c.id`
      : sql`select id from question_categories where producer_id = ${producerId} and type = ${type} order by id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * `count` questions in slices of `slice` by generate_series, each linked to a subtema (skewed: some topics are
 * asked far more often), an institution, a year and a board. About 0.5% drafts and 0.2% annulled.
 */
export async function insertBulkQuestions(
  db: Database,
  producerId: string,
  count: number,
  slice: number,
  progress: (done: number) => void,
): Promise<void> {
  const [leaves, institutions, years, boards] = [
    await nodeIds(db, producerId, 7),
    await nodeIds(db, producerId, 1),
    await nodeIds(db, producerId, 2),
    await nodeIds(db, producerId, 3),
  ];
  const pick = (ids: readonly number[], skew: number) =>
    sql`(${sql.raw(`array[${ids.join(',')}]`)}::int[])[1 + floor(power(random(), ${skew}::float8) * ${ids.length})::int]`;
  for (let done = 0; done < count; done += slice) {
    const size = Math.min(slice, count - done);
    await db.execute(sql`
      with inserted as (
        insert into questions (producer_id, statement, alternatives, correct_letter, explanation, institution, exam, year, status)
        select ${producerId}, '<p>Questão gerada ' || g || ': qual é a conduta mais adequada?</p>',
          '[{"letter":"A","text":"Alternativa A","explanation":"Comentário A."},{"letter":"B","text":"Alternativa B","explanation":"Comentário B."},{"letter":"C","text":"Alternativa C","explanation":"Comentário C."},{"letter":"D","text":"Alternativa D","explanation":"Comentário D."},{"letter":"E","text":"Alternativa E","explanation":"Comentário E."}]'::jsonb,
          (array['A','B','C','D','E'])[1 + g % 5], 'Comentário da questão.', null, 'Residência Médica R1 – Acesso Direto', null,
          case when g % 200 = 0 then 'draft' when g % 500 = 1 then 'annulled' else 'published' end
        from generate_series(${done + 1}::int, ${done + size}::int) as g
        returning id
      )
      insert into question_category_links (question_id, category_id)
      select id, unnest(array[${pick(leaves, 1.6)}, ${pick(institutions, 1.3)}, ${pick(years, 1.1)}, ${pick(boards, 1.4)}]) from inserted`);
    progress(done + size);
  }
}
