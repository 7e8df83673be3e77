import type { LoginResponse, ProducerBranding, User } from '@members/contract';

/** For unit tests: one signed-in learner, her producer and the login response that brings them. */
export const testUser: User = {
  id: 'u-1',
  aceite_termo: true,
  nome: 'Ana Souza',
  status: 'ativo',
  login: 'aluno@medmember.dev',
  apelido: null,
  image_path_avatar: null,
  email: 'aluno@medmember.dev',
  whatsapp: null,
  is_professor: false,
  documento: '12345678909',
  instagram: null,
  anoResidencia: 2027,
  instituicao_ensino: null,
  periodo: '6º ano',
};

export const testProducer: ProducerBranding = {
  id: 'p-1',
  nome: 'Foco Oftalmo',
  auth_url: null,
  medmember_url: 'http://foco.oftalmologia.localhost:3000',
  app_image_background_url: null,
  app_primary_color: '#0f766e',
  app_secondary_color: null,
  app_logo_url: null,
  app_title_home: 'Sua aprovação em oftalmologia',
  app_text_home: null,
  app_text_question: null,
  app_telegram: null,
  app_whatsapp: null,
  app_website: null,
  app_numero_suporte: '+55 11 91234-5678',
  app_ianame: null,
  app_iaimage: null,
};

/** A login response as POST /api/auth/login answers it (override what a test needs other). */
export function testLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    user: testUser,
    produtor: testProducer,
    token: '0f1e|secret',
    roles: ['aluno'],
    permissions: ['cursos.ver'],
    freemium: { data_fim_acesso: '2026-12-01', fremiumUrl: 'https://loja.example/upgrade' },
    data_acesso: { data_fim_acesso: '2027-06-30', produto_url: 'https://loja.example/produto' },
    ...overrides,
  };
}
