import type { User } from '@members/contract';

/** For unit tests: a learner with every profile field filled in. */
export const profileTestUser: User = {
  id: 'u-7',
  aceite_termo: true,
  nome: 'Dr. Daniel Moreira',
  status: 'ativo',
  login: 'professor@medmember.dev',
  apelido: 'Prof. Daniel',
  image_path_avatar: null,
  email: 'professor@medmember.dev',
  whatsapp: '11912345678',
  is_professor: true,
  documento: '52998224725',
  instagram: 'daniel.oftalmo',
  anoResidencia: new Date().getFullYear() + 1,
  instituicao_ensino: 'Universidade de São Paulo',
  periodo: 'Formado',
};
