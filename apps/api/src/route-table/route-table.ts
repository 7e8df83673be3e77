import type { RouteEntry } from './route-entry.ts';

const readable = ['GET', 'HEAD'] as const;

/**
 * Every route the app registers, how it is reached and which ids it takes (see route-entry.ts). A new route gets
 * its entry here in the same commit: route-table.test.ts fails on a registered route with no entry, and the tenant
 * matrix sends every signed-in route a logged-out request and every id another producer's object.
 */
export const routeTable: readonly RouteEntry[] = [
  // Probes, documentation, the SPA and CORS preflight.
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
  { methods: ['OPTIONS'], url: '*', access: 'public', note: 'CORS preflight' },
  { methods: readable, url: '/api/dev/outbox', access: 'public', note: 'only while SMTP_URL is unset, only locally' },
  // PUT /api/test/clock (public, moves the flashcards' clock) is registered only when TEST_CLOCK=true, never here.

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
  {
    methods: readable,
    url: '/api/files/covers/:name',
    access: 'public',
    ids: { 'params.name': 'cover' },
    note: 'public by design: catalog artwork',
  },

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

  // Courses.
  { methods: readable, url: '/api/user/acessos', access: 'learner' },
  { methods: readable, url: '/api/user/courses', access: 'learner' },
  { methods: readable, url: '/api/courses', access: 'learner', ids: { 'query.category': 'course-category' } },
  { methods: readable, url: '/api/courses/categories', access: 'learner' },
  { methods: readable, url: '/api/courses/:uuid', access: 'learner', ids: { 'params.uuid': 'course' } },
  {
    methods: readable,
    url: '/api/courses/:uuid/modules/:moduleId',
    access: 'learner',
    ids: { 'params.uuid': 'course', 'params.moduleId': 'module' },
  },
  {
    methods: readable,
    url: '/api/courses/:uuid/search',
    access: 'learner',
    ids: { 'params.uuid': 'course' },
    query: { q: 'aula' },
  },
  { methods: readable, url: '/api/search', access: 'learner', query: { q: 'aula' } },
  { methods: readable, url: '/api/lessons/:id', access: 'learner', ids: { 'params.id': 'lesson' } },
  {
    methods: ['PUT'],
    url: '/api/lessons/:id/progress',
    access: 'learner',
    ids: { 'params.id': 'lesson' },
    body: { position_seconds: 42 },
  },
  {
    methods: ['POST'],
    url: '/api/lessons/:id/watched',
    access: 'learner',
    ids: { 'params.id': 'lesson' },
    body: { watched: true },
  },
  {
    methods: ['PUT'],
    url: '/api/lessons/:id/rating',
    access: 'learner',
    ids: { 'params.id': 'lesson' },
    body: { rating: 1 },
  },
  { methods: readable, url: '/api/lessons/:id/video', access: 'learner', ids: { 'params.id': 'lesson' } },
  {
    methods: ['PUT'],
    url: '/api/tasks/:id/completion',
    access: 'learner',
    ids: { 'params.id': 'task' },
    body: { completed: true },
  },
  { methods: readable, url: '/api/apostilas/:id/download', access: 'learner', ids: { 'params.id': 'handout' } },

  // Questions.
  { methods: readable, url: '/api/questions/categories', access: 'learner', query: { type: '7' } },
  {
    methods: ['POST'],
    url: '/api/questions/counts',
    access: 'learner',
    ids: { 'body.categories[]': 'question-category' },
    body: { categories: [], status: [] },
  },
  { methods: readable, url: '/api/questions/performance', access: 'learner' },
  {
    methods: ['POST'],
    url: '/api/questions/practice-sessions',
    access: 'learner',
    ids: { 'body.filter.categories[]': 'question-category' },
    body: { filter: { categories: [], status: [] }, size: 3 },
  },
  { methods: readable, url: '/api/questions/practice-sessions', access: 'learner' },
  {
    methods: readable,
    url: '/api/questions/practice-sessions/:id',
    access: 'learner',
    ids: { 'params.id': 'practice-session' },
  },
  {
    methods: readable,
    url: '/api/questions/practice-sessions/:id/questions/:position',
    access: 'learner',
    ids: { 'params.id': 'practice-session' },
    params: { position: '1' },
  },
  {
    methods: ['POST'],
    url: '/api/questions/:id/answers',
    access: 'learner',
    ids: { 'params.id': 'question', 'body.practice_session_id': 'practice-session', 'body.track_id': 'track' },
    body: { alternative: 'A', idempotency_key: '{uuid}', answered_at: '{now}', time_spent_ms: 1000 },
  },
  {
    methods: ['PUT'],
    url: '/api/questions/:id/mark',
    access: 'learner',
    ids: { 'params.id': 'question' },
    body: { marked: true, note: 'nota do aluno' },
  },
  { methods: readable, url: '/api/question-tracks', access: 'learner' },
  { methods: readable, url: '/api/question-tracks/:id', access: 'learner', ids: { 'params.id': 'track' } },
  {
    methods: readable,
    url: '/api/question-tracks/:id/questions/:position',
    access: 'learner',
    ids: { 'params.id': 'track' },
    params: { position: '1' },
  },

  // Simulados (the attempt routes name the learner's attempt by its simulado).
  { methods: readable, url: '/api/simulados', access: 'learner' },
  { methods: readable, url: '/api/simulados/:id', access: 'learner', ids: { 'params.id': 'simulado' } },
  {
    methods: ['POST', ...readable],
    url: '/api/simulados/:id/attempt',
    access: 'learner',
    ids: { 'params.id': 'attempt' },
  },
  {
    methods: ['PUT'],
    url: '/api/simulados/:id/attempt/answers/:questionId',
    access: 'learner',
    ids: { 'params.id': 'attempt', 'params.questionId': 'simulado-question' },
    body: { alternative: 'A', marked: false, idempotency_key: '{uuid}', answered_at: '{now}' },
  },
  { methods: ['POST'], url: '/api/simulados/:id/attempt/submit', access: 'learner', ids: { 'params.id': 'attempt' } },
  { methods: readable, url: '/api/simulados/:id/result', access: 'learner', ids: { 'params.id': 'attempt' } },

  // Flashcards and the one memory (issue 14): the error notebook takes a question id (404 unless in the learner's memory).
  { methods: readable, url: '/api/flashcards/errors', access: 'learner' },
  {
    methods: ['DELETE'],
    url: '/api/flashcards/errors/:questionId',
    access: 'learner',
    ids: { 'params.questionId': 'question' },
  },
  { methods: readable, url: '/api/flashcards/stats', access: 'learner' },
  { methods: readable, url: '/api/flashcards/decks', access: 'learner' },
  // The study: a deck is a type-7 subject (another producer's answers 404; its rule stays 'ignored', as a filter),
  // a lesson's flashcard track, a card of the producer, a review named by its idempotency key.
  {
    methods: readable,
    url: '/api/flashcards/queue',
    access: 'learner',
    ids: { 'query.deck': 'question-category', 'query.trilha': 'flashcard-track' },
  },
  {
    methods: ['POST'],
    url: '/api/flashcards/reviews',
    access: 'learner',
    ids: { 'body.ref.card_id': 'flashcard' },
    body: { idempotency_key: '{uuid}', ref: { kind: 'card', ord: 0 }, rating: 3, reviewed_at: '{now}' },
  },
  {
    methods: ['POST'],
    url: '/api/flashcards/reviews/:key/undo',
    access: 'learner',
    ids: { 'params.key': 'memory-review' },
  },
  // A card's picture: another producer's card answers 404 like one without a picture.
  { methods: readable, url: '/api/flashcards/:id/image', access: 'learner', ids: { 'params.id': 'flashcard' } },
  {
    methods: ['GET', 'HEAD', 'PUT'],
    url: '/api/flashcards/settings',
    access: 'learner',
    body: { desired_retention: 0.9, new_per_day: 20, max_reviews_per_day: 200, days_off: [] },
  },
  // Clinical cases: the catalog and the debrief (issue 15).
  {
    methods: readable,
    url: '/api/clinical-cases',
    access: 'learner',
    ids: { 'query.categories': 'question-category' },
    query: { difficulty: 'medium', q: 'dor' },
  },
  {
    methods: ['POST'],
    url: '/api/clinical-cases/counts',
    access: 'learner',
    ids: { 'body.categories[]': 'question-category' },
    body: { categories: [], difficulty: [], duration: [], status: [] },
  },
  { methods: readable, url: '/api/clinical-cases/overview', access: 'learner' },
  { methods: readable, url: '/api/clinical-cases/in-progress', access: 'learner' },
  { methods: readable, url: '/api/clinical-cases/:id', access: 'learner', ids: { 'params.id': 'clinical-case' } },
  {
    methods: readable,
    url: '/api/clinical-cases/:id/debrief',
    access: 'learner',
    ids: { 'params.id': 'clinical-case' },
    note: '?attempt= names one of the learner’s own attempts (another learner’s: 404, tested in debrief.routes.test.ts)',
  },
  // The run: an attempt is named by its id; a decision's or a commit's stage must be of the attempt's case (else 404).
  { methods: readable, url: '/api/clinical-cases/:id/run', access: 'learner', ids: { 'params.id': 'clinical-case' } },
  {
    methods: ['POST'],
    url: '/api/clinical-cases/:id/attempts',
    access: 'learner',
    ids: { 'params.id': 'clinical-case' },
  },
  {
    methods: ['POST'],
    url: '/api/clinical-cases/attempts/:attemptId/decisions',
    access: 'learner',
    ids: { 'params.attemptId': 'clinical-case-attempt', 'body.stage_id': 'clinical-case-stage' },
    body: { action: 'pick', idempotency_key: '{uuid}', stage_id: 1, option_id: 1 },
    note: 'the body is a union (pick, unpick, order): OpenAPI documents no id in it, so stage_id is listed by hand',
  },
  {
    methods: ['POST'],
    url: '/api/clinical-cases/attempts/:attemptId/commit',
    access: 'learner',
    ids: { 'params.attemptId': 'clinical-case-attempt', 'body.stage_id': 'clinical-case-stage' },
    body: { idempotency_key: '{uuid}', stage_id: 1 },
  },
  {
    methods: ['POST'],
    url: '/api/clinical-cases/attempts/:attemptId/finish',
    access: 'learner',
    ids: { 'params.attemptId': 'clinical-case-attempt' },
  },
];
