import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { questions, type StoredAlternative } from '../../db/schema/index.ts';
import type { SimuladoRow } from './simulados.repository.ts';

/** A question of a simulado with everything the server needs (the correct letter never leaves before the result). */
export interface BankQuestion {
  id: number;
  statement: string;
  alternatives: StoredAlternative[];
  correct_letter: StoredAlternative['letter'];
  explanation: string;
  institution: string | null;
  exam: string | null;
  year: number | null;
  annulled: boolean;
}

/** The simulado's questions of its producer, in the simulado's order. */
export async function loadSimuladoQuestions(
  db: Database,
  simulado: Pick<SimuladoRow, 'producer_id' | 'question_ids'>,
): Promise<BankQuestion[]> {
  if (simulado.question_ids.length === 0) return [];
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.producer_id, simulado.producer_id), inArray(questions.id, simulado.question_ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return simulado.question_ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { id: _id, status, producer_id: _producer, created_at: _created, ...rest } = row;
    return [{ id, ...rest, annulled: status === 'annulled' }];
  });
}
