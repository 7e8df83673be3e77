import type { LoginResponse } from '@members/contract';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** A login response as the API answers it (the screens parse it with the contract, then pass it on). */
export const loginAnswer: LoginResponse = {
  user: {
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
    documento: null,
    instagram: null,
    anoResidencia: null,
    instituicao_ensino: null,
    periodo: null,
  },
  produtor: {
    id: 'p-1',
    nome: 'Foco Oftalmo',
    auth_url: null,
    medmember_url: null,
    app_image_background_url: null,
    app_primary_color: null,
    app_secondary_color: null,
    app_logo_url: null,
    app_title_home: null,
    app_text_home: null,
    app_text_question: null,
    app_telegram: null,
    app_whatsapp: null,
    app_website: null,
    app_numero_suporte: null,
    app_ianame: null,
    app_iaimage: null,
  },
  token: '1|abc',
  roles: ['aluno'],
  permissions: [],
  freemium: null,
  data_acesso: null,
};

/** Renders inside a memory router (for pages with links); wait with findBy*: the router renders after loading. */
export function renderWithRouter(ui: ReactNode) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router} />);
}
