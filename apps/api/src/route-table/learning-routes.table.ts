import { readable, type RouteEntry } from './route-entry.ts';

/** The route table's courses, question bank, simulados and flashcards: a learner's study. */
export const learningRoutes: readonly RouteEntry[] = [
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
  { methods: readable, url: '/api/questions/:id', access: 'learner', ids: { 'params.id': 'question' } },
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
];
