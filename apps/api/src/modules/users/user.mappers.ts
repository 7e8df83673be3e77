import type { User } from '@members/contract';
import type { UserRow } from '../../db/schema/index.ts';

/**
 * The User of spec §3 on the wire. `aceite_termo` is true when the learner accepted the producer's current
 * terms version (or the producer has none).
 */
export function toUser(row: UserRow, currentTermsVersion: number | null): User {
  return {
    id: row.id,
    aceite_termo: currentTermsVersion === null || (row.terms_version_accepted ?? 0) >= currentTermsVersion,
    nome: row.nome,
    status: row.status,
    login: row.email,
    apelido: row.apelido,
    image_path_avatar: row.image_path_avatar,
    email: row.email,
    whatsapp: row.whatsapp,
    is_professor: row.is_professor,
    documento: row.documento,
    instagram: row.instagram,
    anoResidencia: row.ano_residencia,
    instituicao_ensino: row.instituicao_ensino,
    periodo: row.periodo,
  };
}
