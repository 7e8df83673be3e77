import type { RunState } from '@members/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { runOption, runStage, runState } from '../../logic/run-test-fixtures.ts';

/** For unit tests: `page` at the run's path in a memory router (other paths show their path), a fresh QueryClient. */
export function renderRun(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <Outlet />
      </QueryClientProvider>
    ),
  });
  const runRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'casos-clinicos/execucao',
    component: () => page,
  });
  const rest = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>elsewhere</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([runRoute, rest]),
    history: createMemoryHistory({ initialEntries: ['/casos-clinicos/execucao?caso=3'] }),
  });
  render(<RouterProvider router={router} />);
  return { client, router };
}

export interface SentRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** The two stages of the fake case: history (3 questions to ask) and a question (A–C). */
function caseStages() {
  const history = runStage(1, 'history', {
    options: [1, 2, 3].map((n) => runOption(10 + n, `Pergunta ${n}`)),
  });
  const question = runStage(2, 'question', {
    prompt: 'Qual o diagnóstico?',
    options: ['IAM', 'TEP', 'Pericardite'].map((label, n) => runOption(21 + n, label)),
  });
  return [history, question];
}

const reveal = (option: RunState['stages'][number]['options'][number], stageKind: string, chosen: boolean) => ({
  ...option,
  finding: stageKind === 'history' && chosen ? `Achado de ${option.label}` : option.finding,
});

/**
 * For unit tests: an in-memory API of one case (id 3, attempt 9) that behaves as the real one: GET run (404
 * attempt_not_found before a start), POST attempts, decisions (a pick reveals its finding), commit (scores the
 * stage, opens the next), finish. `started`: an attempt is in progress at first; `refuseDecisions`: every decision
 * is refused with that code (409). Every request is logged.
 */
export function fakeRunApi({ started = true, refuseDecisions }: { started?: boolean; refuseDecisions?: string } = {}) {
  const sent: SentRequest[] = [];
  const all = caseStages();
  let state: RunState | null = started ? runState([all[0] as RunState['stages'][number]], 2) : null;
  const answer = (request: SentRequest): Response => {
    const { method, path, body } = request;
    if (method === 'GET' && path === '/api/clinical-cases/3/run')
      return state
        ? jsonResponse(state)
        : jsonResponse({ error: { code: 'clinical_cases.attempt_not_found', message: 'none' } }, 404);
    if (method === 'GET' && path === '/api/clinical-cases/3') return jsonResponse(caseDetail());
    if (method === 'POST' && path === '/api/clinical-cases/3/attempts') {
      state ??= runState([all[0] as RunState['stages'][number]], 2);
      return jsonResponse(state, 201);
    }
    if (!state) return jsonResponse({ error: { code: 'clinical_cases.attempt_not_found', message: 'none' } }, 404);
    if (path.endsWith('/decisions') && refuseDecisions)
      return jsonResponse({ error: { code: refuseDecisions, message: 'refused' } }, 409);
    if (path.endsWith('/decisions') && body) {
      const optionId = Number(body.option_id);
      state = {
        ...state,
        stages: state.stages.map((stage) => {
          if (stage.id !== body.stage_id || stage.committed) return stage;
          const pick = {
            option_id: optionId,
            text: null,
            role: 'pick' as const,
            position: 1,
            picked_at: state?.last_activity_at ?? '',
          };
          const picks =
            stage.kind === 'question' ? [pick] : [...stage.picks, { ...pick, position: stage.picks.length + 1 }];
          const options = stage.options.map((option) =>
            reveal(
              option,
              stage.kind,
              picks.some((chosen) => chosen.option_id === option.id),
            ),
          );
          return { ...stage, picks, options };
        }),
      };
      return jsonResponse(state);
    }
    if (path.endsWith('/commit') && body) {
      const stages = state.stages.map((stage) =>
        stage.id === body.stage_id
          ? {
              ...stage,
              committed: true,
              score: 10,
              max_score: 20,
              discussion: `<p>Discussão da etapa ${stage.id}</p>`,
              options: stage.options.map((option, index) => ({
                ...option,
                points: index === 0 ? 10 : 0,
                rating: index === 0 ? ('essential' as const) : ('unnecessary' as const),
                feedback: `Porque ${option.label}`,
              })),
            }
          : stage,
      );
      const next = all[stages.length];
      state = { ...state, stages: next ? [...stages, next] : stages, current_stage: next ? stages.length : null };
      return jsonResponse(state);
    }
    if (path.endsWith('/finish')) {
      state = { ...state, finished_at: '2026-11-26T10:20:00.000Z' };
      const finished = state;
      state = null;
      return jsonResponse(finished);
    }
    return jsonResponse({ error: { code: 'common.not_found', message: 'Not found' } }, 404);
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const request = { method: init?.method ?? 'GET', path: url.pathname, body };
    sent.push(request);
    return answer(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

function caseDetail() {
  return {
    id: 3,
    title: 'Dor torácica',
    summary: 'Homem de 58 anos com dor no peito.',
    difficulty: 'medium',
    estimated_minutes: 20,
    subjects: [],
    stage_count: 2,
    learner: { status: 'new', attempt_id: null, stage_reached: null, best_score_pct: null, finished_at: null },
    peers: { finished: 0, average_score_pct: null },
    stage_kinds: ['history', 'question'],
    attempts: [],
  };
}
