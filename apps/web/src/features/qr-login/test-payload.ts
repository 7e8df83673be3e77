import type { ProducerBranding, User } from '@members/contract';

/** For unit tests: a complete user, producer and QR redeem payload. */
export const testUser: User = {
  id: 'u-1',
  aceite_termo: true,
  nome: 'Ana Beatriz Souza',
  status: 'ativo',
  login: 'aluno@medmember.dev',
  apelido: 'Ana',
  image_path_avatar: null,
  email: 'aluno@medmember.dev',
  whatsapp: null,
  is_professor: false,
  documento: null,
  instagram: null,
  anoResidencia: null,
  instituicao_ensino: null,
  periodo: null,
};

const nullBranding = [
  'auth_url',
  'medmember_url',
  'app_image_background_url',
  'app_primary_color',
  'app_secondary_color',
  'app_logo_url',
  'app_title_home',
  'app_text_home',
  'app_text_question',
  'app_telegram',
  'app_whatsapp',
  'app_website',
  'app_numero_suporte',
  'app_ianame',
  'app_iaimage',
] as const;

export const testProducer = {
  id: 'p-1',
  nome: 'Foco Oftalmo',
  ...Object.fromEntries(nullBranding.map((key) => [key, null])),
} as ProducerBranding;

export function qrPayload(issuedAt: number, token = '  7|qr-session-token \n') {
  return { user: testUser, produtor: testProducer, token, expireLinkTimestamp: issuedAt };
}
