import type { Apostila } from '@members/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { apostilas, type ApostilaRow } from '../../db/schema/index.ts';
import { apostilaDownloadUrl } from './course-urls.ts';

export function toApostila(
  row: Pick<ApostilaRow, 'id' | 'nome' | 'file_name' | 'size_bytes' | 'content_type'>,
): Apostila {
  return {
    id: row.id,
    nome: row.nome,
    file_name: row.file_name,
    tamanho: row.size_bytes,
    content_type: row.content_type,
    download_url: apostilaDownloadUrl(row.id),
  };
}

/** Every handout of the course: its own first, then those of lesson tasks, in creation order. */
export async function courseApostilas(db: Database, producerId: string, courseId: string): Promise<Apostila[]> {
  const rows = await db
    .select()
    .from(apostilas)
    .where(and(eq(apostilas.producer_id, producerId), eq(apostilas.course_id, courseId)))
    .orderBy(sql`${apostilas.task_id} is not null`, asc(apostilas.id));
  return rows.map(toApostila);
}
