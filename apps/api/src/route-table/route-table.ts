import { assistantRoutes } from './assistant-routes.table.ts';
import { learningRoutes } from './learning-routes.table.ts';
import { purchaseRoutes } from './purchase-routes.table.ts';
import { readable, type RouteEntry } from './route-entry.ts';
import { studyToolsRoutes } from './study-tools-routes.table.ts';

/**
 * Every route the app registers, how it is reached and which ids it takes (see route-entry.ts). A new route gets
 * its entry here in the same commit: route-table.test.ts fails on a registered route with no entry, and the tenant
 * matrix sends every signed-in route a logged-out request and every id another producer's object. The areas' entries
 * live in their own files (learning, study tools, purchases), spread here.
 */
export const routeTable: readonly RouteEntry[] = [
  // Probes, documentation and the SPA.
  { methods: readable, url: '/healthz', access: 'public' },
  { methods: readable, url: '/readyz', access: 'public' },
  { methods: readable, url: '/api/docs', access: 'public' },
  { methods: readable, url: '/api/docs/', access: 'public' },
  { methods: readable, url: '/api/docs/json', access: 'public' },
  { methods: readable, url: '/api/docs/yaml', access: 'public' },
  { methods: readable, url: '/api/docs/static/index.html', access: 'public' },
  { methods: readable, url: '/api/docs/static/swagger-initializer.js', access: 'public' },
  { methods: readable, url: '/api/docs/static/*', access: 'public' },
  { methods: readable, url: '/*', access: 'public', note: 'the built web app (only when WEB_DIST_DIR holds it)' },
  { methods: readable, url: '/api/dev/outbox', access: 'public', note: 'only while SMTP_URL is unset, only locally' },
  // PUT /api/test/clock (public, moves the flashcards' clock) is registered only when TEST_CLOCK=true, never here;
  // OPTIONS * (the CORS preflight) only when CORS_ORIGINS names an origin (plugins/security.ts), never in tests.

  // Tenancy and account entry points (no session).
  { methods: readable, url: '/api/producers', access: 'public' },
  { methods: readable, url: '/api/producers/current', access: 'public' },
  { methods: readable, url: '/api/app-config', access: 'public' },
  { methods: readable, url: '/api/instituicoes', access: 'public' },
  { methods: ['POST'], url: '/api/auth/login', access: 'public' },
  { methods: ['POST'], url: '/api/auth/create', access: 'public' },
  { methods: ['POST'], url: '/api/auth/user-validation', access: 'public' },
  { methods: ['POST'], url: '/api/auth/user-validation/resend', access: 'public' },
  { methods: ['POST'], url: '/api/auth/login-link', access: 'public' },
  { methods: ['POST'], url: '/api/auth/url', access: 'public' },
  { methods: ['POST'], url: '/api/auth/password-reset/request', access: 'public' },
  { methods: ['POST'], url: '/api/auth/password-reset', access: 'public' },
  { methods: ['POST'], url: '/api/auth/new-client', access: 'public' },
  { methods: ['POST'], url: '/api/auth/qr/redeem', access: 'public' },
  // The signed-in account (any role).
  { methods: ['POST'], url: '/api/auth/logout', access: 'signed-in' },
  { methods: ['POST'], url: '/api/auth/refresh', access: 'signed-in' },
  { methods: ['POST'], url: '/api/auth/qr', access: 'signed-in' },
  {
    methods: ['POST'],
    url: '/api/auth/alternateVertical',
    access: 'signed-in',
    body: {
      email: 'aluno@medmember.dev',
      device_name: 'mobile',
      vertical: 'ortopedia',
      produtor_slug: 'ortopedia-ativa',
    },
  },
  { methods: readable, url: '/api/user', access: 'signed-in' },
  { methods: ['POST'], url: '/api/user/profile', access: 'signed-in', body: {} },
  { methods: ['POST'], url: '/api/user/verticais', access: 'signed-in' },
  { methods: ['POST'], url: '/api/user/avatar', access: 'signed-in', bodyType: 'image' },
  {
    methods: readable,
    url: '/api/files/avatars/:name',
    access: 'signed-in',
    ids: { 'params.name': 'avatar' },
    note: "served only to the callers of the producer whose user has it now (the web app fetches it with the session's headers)",
  },
  {
    methods: ['POST'],
    url: '/api/user/email-change',
    access: 'signed-in',
    body: { new_email: 'outro.endereco@example.com', password: 'senha-qualquer' },
  },
  { methods: ['POST'], url: '/api/user/email-change/resend', access: 'signed-in' },
  { methods: ['POST'], url: '/api/user/email-change/confirm', access: 'signed-in', body: { code: '123456' } },
  { methods: ['POST'], url: '/api/user/email-change/cancel', access: 'signed-in' },
  { methods: readable, url: '/api/terms', access: 'signed-in' },
  { methods: ['POST'], url: '/api/terms/accept', access: 'signed-in', body: { version: 1 } },

  ...learningRoutes,
  ...studyToolsRoutes,
  ...purchaseRoutes,
  ...assistantRoutes,
];
