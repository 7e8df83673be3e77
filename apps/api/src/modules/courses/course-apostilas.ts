import type { Apostila } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { ApostilaRow } from '../../db/schema/index.ts';
import { courseApostilaRows } from './course-apostilas.repository.ts';
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
  const rows = await courseApostilaRows(db, producerId, courseId);
  return rows.map(toApostila);
}
