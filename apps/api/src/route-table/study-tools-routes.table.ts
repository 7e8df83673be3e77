import { readable, type RouteEntry } from './route-entry.ts';

/** The route table's clinical cases and study planner. */
export const studyToolsRoutes: readonly RouteEntry[] = [
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
  // The study planner's plans (issue 16): every id is the learner's own plan or one of its activities.
  {
    methods: ['GET', 'HEAD', 'POST'],
    url: '/api/planner/plans',
    access: 'learner',
    body: {
      exam_date: '2027-11-15',
      start_date: '2027-01-04',
      weekday_minutes: [0, 120, 120, 120, 120, 120, 60],
      days_off: [],
      institution_ids: [1],
      include: { course_ids: [], questions: true, flashcards: true, cases: true, simulados: true },
    },
    note: 'the POST makes a plan (no ids: the matrix only reads it); its 422s are tested in the planner tests',
  },
  { methods: readable, url: '/api/planner/plans/:id', access: 'learner', ids: { 'params.id': 'study-plan' } },
  {
    methods: readable,
    url: '/api/planner/plans/:id/days',
    access: 'learner',
    ids: { 'params.id': 'study-plan' },
    query: { from: '2027-01-04', to: '2027-01-31' },
  },
  {
    methods: ['PUT'],
    url: '/api/planner/plans/:id/settings',
    access: 'learner',
    ids: { 'params.id': 'study-plan' },
    body: { exam_date: '2027-11-15', weekday_minutes: [0, 120, 120, 120, 120, 120, 60], days_off: [] },
  },
  { methods: ['POST'], url: '/api/planner/plans/:id/replan', access: 'learner', ids: { 'params.id': 'study-plan' } },
  { methods: readable, url: '/api/planner/today', access: 'learner' },
  // The onboarding's offer and quick diagnostic: no ids, only the learner's producer's content.
  { methods: readable, url: '/api/planner/options', access: 'learner' },
  { methods: readable, url: '/api/planner/diagnostic', access: 'learner' },
  {
    methods: ['PUT'],
    url: '/api/planner/plans/:id/activities/:activityId',
    access: 'learner',
    ids: { 'params.id': 'study-plan', 'params.activityId': 'study-plan-activity' },
    body: { status: 'skipped' },
  },
  {
    methods: ['POST'],
    url: '/api/planner/plans/:id/activities/:activityId/start',
    access: 'learner',
    ids: { 'params.id': 'study-plan', 'params.activityId': 'study-plan-activity' },
  },
  // The plan's private iCalendar feed: a link made and revoked by the learner, the feed read by its token alone.
  {
    methods: ['POST', 'DELETE'],
    url: '/api/planner/plans/:id/calendar',
    access: 'learner',
    ids: { 'params.id': 'study-plan' },
  },
  {
    methods: readable,
    url: '/api/planner/calendar/:token',
    access: 'public',
    params: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' },
    note: 'public by design: the token is the secret (only its sha-256 is stored); unknown or revoked answers 404',
  },
];
