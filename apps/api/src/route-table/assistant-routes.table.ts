import { readable, type RouteEntry } from './route-entry.ts';

/** The route table's producer's assistant (issue 18): every conversation id is the learner's own. */
export const assistantRoutes: readonly RouteEntry[] = [
  { methods: readable, url: '/api/assistant', access: 'learner' },
  { methods: readable, url: '/api/assistant/index', access: 'learner' },
  {
    methods: ['POST'],
    url: '/api/assistant/ask',
    access: 'learner',
    ids: { 'body.conversation_id': 'assistant-conversation', 'body.context.id': 'lesson' },
    body: { question: 'O que esta aula diz sobre a dose?', context: { kind: 'lesson', id: 2_147_483_647 } },
    note: 'context.id names a lesson, question, case or flashcard by context.kind (the lesson here; the other kinds of another producer are tested in ask-context.routes.test.ts); the example id names nothing, so each variant has one foreign id to answer 404 for',
  },
  {
    methods: ['GET', 'HEAD', 'DELETE'],
    url: '/api/assistant/conversations',
    access: 'learner',
    note: 'DELETE removes all of the caller’s own conversations (no ids: the matrix only reads it)',
  },
  {
    methods: ['GET', 'HEAD', 'DELETE'],
    url: '/api/assistant/conversations/:id',
    access: 'learner',
    ids: { 'params.id': 'assistant-conversation' },
  },
];
