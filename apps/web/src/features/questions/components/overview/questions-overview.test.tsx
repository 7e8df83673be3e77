import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { routeFetch } from '../../../../test/route-fetch.ts';
import { makeSession, makeTrack } from '../../test-fixtures.ts';
import { renderPage } from '../../test-render.tsx';
import { QuestionsOverview } from './questions-overview.tsx';

const noPerformance = { answered: 0, correct: 0, by_subject: [], over_time: [] };
const noSessions = { page: 1, total_pages: 0, total_results: 0, results: [] };
const notStarted = makeTrack({
  id: 4,
  title: 'Glaucoma para R1',
  answered: 0,
  correct: 0,
  status: 'nao_iniciado',
  next_position: 1,
});

describe('QuestionsOverview', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('invites a new learner to the filter and to a track, with the simulados slot', async () => {
    routeFetch({
      '/api/questions/performance': jsonResponse(noPerformance),
      '/api/questions/practice-sessions': jsonResponse(noSessions),
      '/api/question-tracks': jsonResponse([notStarted]),
    });
    renderPage(() => <QuestionsOverview simulados={<p>Painel de simulados</p>} />, '/questoes');
    const empty = await screen.findByTestId('questions-empty');
    expect(within(empty).getByRole('heading', { name: 'Comece a resolver questões' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Montar treino' })).toHaveAttribute('href', '/questoes/filtro');
    expect(within(empty).getByRole('link', { name: 'Começar a trilha Glaucoma para R1' })).toHaveAttribute(
      'href',
      '/questoes/trilha/4?questao=1',
    );
    expect(screen.queryByTestId('questions-performance')).not.toBeInTheDocument();
    expect(screen.getByText('Painel de simulados')).toBeInTheDocument();
  });

  it('shows the figures, the charts’ table, the retention slot, "Continuar" and the tracks in progress first', async () => {
    const performance = {
      answered: 12,
      correct: 9,
      by_subject: [
        { id: 1, desc: 'Retina', answered: 8, correct: 7 },
        { id: 2, desc: 'Glaucoma', answered: 4, correct: 2 },
      ],
      over_time: [{ date: '2026-03-14', answered: 12, correct: 9 }],
    };
    const sessions = {
      page: 1,
      total_pages: 1,
      total_results: 2,
      results: [makeSession({ id: 8, next_position: null }), makeSession({ id: 7, answered: 1, next_position: 2 })],
    };
    routeFetch({
      '/api/questions/performance': jsonResponse(performance),
      '/api/questions/practice-sessions': jsonResponse(sessions),
      '/api/question-tracks': jsonResponse([notStarted, makeTrack()]),
    });
    renderPage(() => <QuestionsOverview retention={<p>Painel de retenção</p>} />, '/questoes');
    const figures = within(await screen.findByRole('region', { name: 'Seu desempenho nos últimos 30 dias' }));
    expect(figures.getAllByRole('definition').map((item) => item.textContent)).toEqual([
      '12',
      'nos últimos 30 dias',
      '75%',
      '9 de 12 questões',
    ]);
    // Drawn with the data, no library to wait for: a bar per subject, a column per day (the correct part first).
    const charts = screen.getByTestId('performance-charts');
    expect(charts.querySelector('[data-row="1"]')).toHaveAttribute('title', 'Retina: 7 de 8 questões');
    expect(charts.querySelector('[data-column="2026-03-14"]')).toHaveAttribute('title', '14/03: 9 de 12 questões');
    expect(screen.getByText('Painel de retenção')).toBeInTheDocument();
    const subjects = screen.getByRole('table', { name: 'Acertos por assunto' });
    expect(within(subjects).getByRole('row', { name: 'Retina 8 7 88%' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Respostas por dia' })).getByRole('row', { name: '14/03 12 9' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Continuar$/ })).toHaveAttribute(
      'href',
      '/questoes/treino-livre?sessao=7&questao=2',
    );
    expect(screen.getByRole('link', { name: 'Montar treino' })).toHaveAttribute('href', '/questoes/filtro');
    const cards = screen.getAllByTestId('track-card');
    expect(
      within(cards[0] as HTMLElement).getByRole('link', { name: 'Continuar a trilha Retina essencial' }),
    ).toHaveAttribute('href', '/questoes/trilha/3?questao=3');
    expect(
      within(cards[1] as HTMLElement).getByRole('link', { name: 'Começar a trilha Glaucoma para R1' }),
    ).toBeInTheDocument();
  });

  it('keeps its skeleton while a slot’s read is on its way, so the slot does not push the page down', async () => {
    const fetchMock = routeFetch({
      '/api/questions/performance': jsonResponse(noPerformance),
      '/api/questions/practice-sessions': jsonResponse(noSessions),
      '/api/question-tracks': jsonResponse([notStarted]),
    });
    renderPage(() => <QuestionsOverview slotsPending />, '/questoes');
    // The overview's own three reads are answered; the page still waits for its slots.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Carregando suas questões…')).toBeInTheDocument();
    expect(screen.queryByTestId('questions-empty')).not.toBeInTheDocument();
  });
});
