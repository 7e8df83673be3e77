import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useAssistantPanel } from '../../../../lib/assistant/assistant-store.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { routeFetch, sentCalls } from '../../../../test/route-fetch.ts';
import { makeDebrief, makeDetail } from '../test/case-fixtures.ts';
import { renderCases } from '../test/list-test-render.tsx';
import { CasePage } from './case-page.tsx';

const finishedDetail = makeDetail({
  learner: {
    status: 'finished',
    attempt_id: null,
    stage_reached: null,
    best_score_pct: 82,
    finished_at: '2026-11-20T10:00:00.000Z',
  },
  attempts: [
    {
      id: 40,
      started_at: '2026-11-20T09:30:00.000Z',
      finished_at: '2026-11-20T10:00:00.000Z',
      score: 41,
      max_score: 50,
      counts_for_peers: true,
    },
  ],
});

describe('CasePage', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('before starting: the facts, the peers, and "Começar caso" opens the run after the API started it', async () => {
    const runState = {
      attempt_id: 50,
      case: { id: 5, title: 'Dor torácica no pronto-socorro', stage_count: 6 },
      started_at: '2026-11-26T10:00:00.000Z',
      active_seconds: 0,
      last_activity_at: '2026-11-26T10:00:00.000Z',
      finished_at: null,
      current_stage: 0,
      tests_cost_cents: 0,
      tests_minutes: 0,
      counts_for_peers: true,
      stages: [],
    };
    const fetchMock = routeFetch({
      '/api/clinical-cases/5': jsonResponse(makeDetail()),
      'POST /api/clinical-cases/5/attempts': jsonResponse(runState, 201),
    });
    const { router } = renderCases(<CasePage id={5} attempt={undefined} />, '/casos-clinicos/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dor torácica no pronto-socorro' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Homem de 58 anos com dor precordial há 2 horas.')).toBeInTheDocument();
    expect(screen.getByText('30 alunos concluíram · média 64%')).toBeInTheDocument();
    expect(screen.getByText(/Exames complementares/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Começar caso' }));
    await vi.waitFor(() => expect(router.state.location.href).toBe('/casos-clinicos/execucao?caso=5'));
    expect(sentCalls(fetchMock)).toContain('POST /api/clinical-cases/5/attempts');
  });

  it('an attempt in progress: "Continuar" links to the run, and no debrief is asked', async () => {
    const fetchMock = routeFetch({
      '/api/clinical-cases/5': jsonResponse(
        makeDetail({
          learner: { status: 'in_progress', attempt_id: 9, stage_reached: 2, best_score_pct: null, finished_at: null },
        }),
      ),
    });
    renderCases(<CasePage id={5} attempt={undefined} />, '/casos-clinicos/5');
    expect(await screen.findByRole('link', { name: 'Continuar' })).toHaveAttribute(
      'href',
      '/casos-clinicos/execucao?caso=5',
    );
    expect(sentCalls(fetchMock).some((call) => call.includes('debrief'))).toBe(false);
  });

  it('after a finish: the debrief with the total, the misses, the peers’ shares and the review items', async () => {
    routeFetch({
      '/api/clinical-cases/5': jsonResponse(finishedDetail),
      '/api/clinical-cases/5/debrief': jsonResponse(makeDebrief()),
    });
    renderCases(<CasePage id={5} attempt={undefined} />, '/casos-clinicos/5');
    expect(await screen.findByTestId('debrief-total')).toHaveTextContent('82%');
    expect(screen.getByRole('button', { name: 'Refazer como prática' })).toBeInTheDocument();
    const missed = within(screen.getByRole('region', { name: 'Passos essenciais que faltaram' }));
    expect(missed.getByText('ECG de 12 derivações')).toBeInTheDocument();
    expect(missed.getByRole('link', { name: 'Síndromes coronarianas agudas' })).toHaveAttribute(
      'href',
      '/courses/u1/module/2?aula=3',
    );
    const questionable = within(screen.getByRole('region', { name: 'Escolhas prejudiciais ou desnecessárias' }));
    expect(questionable.getByText(/R\$\s?450,00/)).toBeInTheDocument();
    expect(screen.getByText('87% dos colegas escolheram ECG de 12 derivações')).toBeInTheDocument();
    expect(screen.getByText('Sua escolha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 itens foram para sua revisão' })).toHaveAttribute(
      'href',
      '/flashcards/study?erros=1',
    );
    expect(screen.getByText('Diretriz Brasileira de Síndromes Coronarianas Agudas, 2021')).toBeInTheDocument();
    // The debrief offers to ask the assistant for the case's key points, with the case as context.
    await userEvent.click(screen.getByRole('button', { name: 'Pergunte ao assistente' }));
    expect(useAssistantPanel.getState()).toMatchObject({
      open: true,
      request: {
        question: 'Quais foram os pontos-chave deste caso?',
        context: { kind: 'case', id: 5 },
        contextLabel: makeDebrief().case.title,
      },
    });
    useAssistantPanel.setState({ open: false, request: null, opener: null });
  });

  it('an unknown or another producer’s case shows the not-found state', async () => {
    routeFetch({
      '/api/clinical-cases/999': jsonResponse(
        { error: { code: 'clinical_cases.not_found', message: 'Not found' } },
        404,
      ),
    });
    renderCases(<CasePage id={999} attempt={undefined} />, '/casos-clinicos/999');
    const alert = await screen.findByTestId('case-not-found');
    expect(within(alert).getByRole('heading', { name: 'Caso clínico não encontrado.' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Voltar aos casos clínicos' })).toHaveAttribute(
      'href',
      '/casos-clinicos',
    );
  });

  it('an id that is no number shows the not-found state without asking', async () => {
    const fetchMock = routeFetch({});
    renderCases(<CasePage id={null} attempt={undefined} />, '/casos-clinicos/abc');
    expect(await screen.findByTestId('case-not-found')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
