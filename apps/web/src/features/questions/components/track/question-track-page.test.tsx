import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { useAssistantPanel } from '../../../../lib/assistant/assistant-store.ts';
import { useOutboxStore } from '../../../../lib/outbox/index.ts';
import { routeFetch, sentBodies } from '../../../../test/route-fetch.ts';
import { makeAnswer, makeTrack, positionQuestion } from '../../test-fixtures.ts';
import { renderPage } from '../../test-render.tsx';
import { QuestionTrackPage } from './question-track-page.tsx';

const trackPage = (path: string) =>
  renderPage((search, params) => <QuestionTrackPage id={params.id} questao={search.questao} />, path);

describe('QuestionTrackPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => useOutboxStore.setState({ entries: [], status: 'idle', lastErrorCode: null, lastErrorGroup: null }));

  it('resumes where the learner stopped, shows every position’s state in words, and answers with the track id', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      '/api/question-tracks/3': jsonResponse(makeTrack()),
      '/api/question-tracks/3/questions/3': jsonResponse(positionQuestion(3, 4)),
      '/api/question-tracks/3/questions/4': jsonResponse(positionQuestion(4, 4)),
      'POST /api/questions/103/answers': jsonResponse(
        makeAnswer({ question_id: 103, chosen: 'B', correct: false }),
        201,
      ),
    });
    const { router } = trackPage('/questoes/trilha/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Retina essencial' })).toBeInTheDocument();
    expect(screen.getByText('As questões de retina que mais caem nas provas de R1.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Questão 3 de 4' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/questoes/trilha/3?questao=3'));
    expect(screen.getByRole('button', { name: 'Questão 1: acertou' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Questão 2: errou' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Questão 3: não respondida' })).toHaveAttribute('aria-current', 'step');

    await user.click(await screen.findByRole('radio', { name: /Descolamento de retina/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar resposta' }));
    expect(await screen.findByRole('heading', { name: 'Você errou' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/questions/103/answers')[0]).toMatchObject({
      alternative: 'B',
      track_id: 3,
    });
    expect(screen.getByRole('button', { name: 'Questão 3: errou' })).toBeInTheDocument();
    // The reveal offers to ask the assistant why the chosen alternative is wrong, with the question as context.
    await user.click(screen.getByRole('button', { name: 'Pergunte ao assistente' }));
    expect(useAssistantPanel.getState()).toMatchObject({
      open: true,
      request: {
        question: 'Por que a alternativa B está errada?',
        context: { kind: 'question', id: 103, letter: 'B' },
        contextLabel: 'Questão 103 · alternativa B',
        send: true,
      },
    });
    useAssistantPanel.setState({ open: false, request: null, opener: null });
    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    await waitFor(() => expect(router.state.location.href).toBe('/questoes/trilha/3?questao=4'));
  }, 20_000);

  it('shows the score of a finished track and the way back', async () => {
    const items = [1, 2].map((position) => ({
      position,
      question_id: 100 + position,
      answered: true,
      correct: position === 1,
    }));
    routeFetch({
      '/api/question-tracks/3': jsonResponse(
        makeTrack({ items, total: 2, answered: 2, correct: 1, next_position: null, status: 'concluido' }),
      ),
    });
    trackPage('/questoes/trilha/3');
    expect(await screen.findByRole('heading', { name: 'Trilha concluída!' })).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Voltar às questões' })[0]).toHaveAttribute('href', '/questoes');
  }, 20_000);

  it('says a track that does not exist was not found', async () => {
    routeFetch({});
    trackPage('/questoes/trilha/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trilha não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às questões' })).toHaveAttribute('href', '/questoes');
  }, 20_000);
});
