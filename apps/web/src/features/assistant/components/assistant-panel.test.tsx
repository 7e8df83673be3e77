import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AssistantRequest, useAssistantPanel } from '../../../lib/assistant/assistant-store.ts';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { routeFetch } from '../../../test/route-fetch.ts';
import {
  conversationId,
  makeCitation,
  makeInfo,
  makeMessage,
  renderWithRouter,
  sseEvent,
  sseResponse,
} from '../test/assistant-test-render.tsx';
import { AssistantPanel } from './assistant-panel.tsx';

const question = makeMessage({ id: 10, role: 'user', text: 'Qual a conduta no glaucoma agudo?' });
const start = sseEvent('start', { conversation_id: conversationId, question, answerer: 'extractive' });

async function openPanel(request?: AssistantRequest) {
  act(() => useAssistantPanel.getState().openPanel(null, request));
  renderWithRouter(<AssistantPanel />);
  // Titled with the assistant's name once GET /api/assistant answers.
  await screen.findByRole('dialog', { name: 'Íris' });
}

const panel = () => within(screen.getByRole('dialog', { name: 'Íris' }));

describe('AssistantPanel', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => act(() => useAssistantPanel.setState({ open: false, request: null, opener: null })));

  it('streams an answer, then shows the stored one with its sources, and announces it', async () => {
    const asked: unknown[] = [];
    routeFetch({
      '/api/assistant': jsonResponse(makeInfo()),
      'POST /api/assistant/ask': ({ body }) => {
        asked.push(body);
        const done = makeMessage({ id: 11, text: 'A pressão sobe [1]. Trate logo.', citations: [makeCitation()] });
        return sseResponse([
          start,
          sseEvent('delta', { text: 'A pressão sobe [1]. Trate' }).slice(0, 20),
          sseEvent('delta', { text: 'A pressão sobe [1]. Trate' }).slice(20),
          sseEvent('delta', { text: ' logo [7].' }),
          sseEvent('done', { answer: done, used_today: 4 }),
        ]);
      },
    });
    await openPanel();
    expect(await screen.findByText('3 de 40 perguntas hoje')).toBeInTheDocument();
    expect(panel().getByText(/Não use para decisões clínicas/)).toBeInTheDocument();
    await userEvent.click(panel().getByRole('button', { name: 'Qual a conduta no glaucoma agudo?' }));

    const answer = await panel().findByTestId('assistant-answer');
    // The stored answer replaced the streamed words: the server took out the [7] it could not check.
    await within(answer).findByRole('link', { name: 'Fonte 1: Glaucoma agudo' });
    expect(within(answer).getByTestId('assistant-answer-text')).toHaveTextContent('A pressão sobe 1. Trate logo.');
    expect(within(answer).getByRole('heading', { name: 'Fontes' })).toBeInTheDocument();
    expect(within(answer).getByText('A pressão intraocular sobe de repente.')).toBeInTheDocument();
    // Said as it streamed: the first sentence once complete, then the rest of the stored answer.
    expect(screen.getByTestId('assistant-live')).toHaveTextContent('Trate logo.');
    expect(screen.getByText('4 de 40 perguntas hoje')).toBeInTheDocument();
    expect(asked).toEqual([{ question: 'Qual a conduta no glaucoma agudo?' }]);
  });

  it('continues the conversation and says when the model failed and the material answered', async () => {
    const asked: unknown[] = [];
    routeFetch({
      '/api/assistant': jsonResponse(makeInfo()),
      'POST /api/assistant/ask': ({ body }) => {
        asked.push(body);
        const done = makeMessage({
          id: 11,
          text: 'Trecho [1].',
          citations: [makeCitation()],
          flags: ['provider_fallback'],
        });
        return sseResponse([start, sseEvent('done', { answer: done, used_today: 4 })]);
      },
    });
    await openPanel();
    const box = await panel().findByRole('textbox', { name: 'Sua pergunta' });
    await userEvent.type(box, 'Primeira{Enter}');
    expect(
      await panel().findByText('O modelo não respondeu; esta resposta foi montada com trechos do material.'),
    ).toBeInTheDocument();
    await userEvent.type(box, 'Segunda{Shift>}{Enter}{/Shift}linha{Enter}');
    await screen.findAllByText('O modelo não respondeu; esta resposta foi montada com trechos do material.');
    expect(asked).toEqual([{ question: 'Primeira' }, { question: 'Segunda\nlinha', conversation_id: conversationId }]);
  });

  it('keeps the typed question when the daily limit refuses it, and says how many a day', async () => {
    routeFetch({
      '/api/assistant': jsonResponse(makeInfo({ used_today: 40 })),
      'POST /api/assistant/ask': jsonResponse(
        { error: { code: 'assistant.daily_limit_reached', message: 'Daily limit reached' } },
        429,
      ),
    });
    await openPanel();
    const box = await panel().findByRole('textbox', { name: 'Sua pergunta' });
    await userEvent.type(box, 'O que é glaucoma?{Enter}');
    expect(await panel().findByRole('alert')).toHaveTextContent(
      'Você chegou ao limite de 40 perguntas por dia. Volte amanhã.',
    );
    expect(box).toHaveValue('O que é glaucoma?');
    expect(panel().queryByTestId('assistant-question')).not.toBeInTheDocument();
  });

  it('stops a streaming answer on "Parar", keeping its words, and says when a stream broke', async () => {
    routeFetch({
      '/api/assistant': jsonResponse(makeInfo()),
      'POST /api/assistant/ask': ({ body, signal }) => {
        const { question: asked } = body as { question: string };
        if (asked === 'Quebra') {
          const failure = { code: 'assistant.stream_failed', message: 'The answer failed' };
          return sseResponse([start, sseEvent('delta', { text: 'Começo' }), sseEvent('error', failure)]);
        }
        // Words, then nothing more until the learner stops it (the abort ends the body).
        const encoder = new TextEncoder();
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(start + sseEvent('delta', { text: 'A pressão sobe' })));
            signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
          },
        });
        return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } });
      },
    });
    await openPanel();
    const box = await panel().findByRole('textbox', { name: 'Sua pergunta' });
    await userEvent.type(box, 'Glaucoma?{Enter}');
    const answer = panel().getByTestId('assistant-answer');
    await within(answer).findByText('A pressão sobe');
    expect(answer).toHaveAttribute('data-status', 'streaming');
    await userEvent.click(panel().getByRole('button', { name: 'Parar a resposta' }));
    expect(await within(answer).findByText('Resposta interrompida.')).toBeInTheDocument();
    expect(answer).toHaveAttribute('data-status', 'stopped');
    expect(panel().getByRole('button', { name: 'Enviar pergunta' })).toBeInTheDocument();

    await userEvent.type(box, 'Quebra{Enter}');
    const broken = panel().getAllByTestId('assistant-answer')[1];
    expect(
      await within(broken as HTMLElement).findByText(
        'A resposta parou no meio. A conexão caiu durante a resposta. Tente de novo.',
      ),
    ).toBeInTheDocument();
    expect(broken).toHaveTextContent('Começo');
  });

  it("puts a page's draft in the box with its context, and sends the context along", async () => {
    const asked: unknown[] = [];
    routeFetch({
      '/api/assistant': jsonResponse(makeInfo()),
      'POST /api/assistant/ask': ({ body }) => {
        asked.push(body);
        return sseResponse([start, sseEvent('done', { answer: makeMessage({ id: 11, text: 'Ok.' }), used_today: 4 })]);
      },
    });
    await openPanel({
      question: 'Sobre esta aula: ',
      context: { kind: 'lesson', id: 31 },
      contextLabel: 'Glaucoma agudo',
      send: false,
    });
    const box = await panel().findByRole('textbox', { name: 'Sua pergunta' });
    expect(box).toHaveValue('Sobre esta aula: ');
    expect(panel().getByTestId('assistant-context-chip')).toHaveTextContent('Sobre: Glaucoma agudo');
    await userEvent.type(box, 'qual a dose?{Enter}');
    expect(await panel().findByTestId('assistant-answer-text')).toHaveTextContent('Ok.');
    expect(asked).toEqual([{ question: 'Sobre esta aula: qual a dose?', context: { kind: 'lesson', id: 31 } }]);
    expect(within(panel().getByTestId('assistant-question')).getByText('Glaucoma agudo')).toBeInTheDocument();
  });

  it('lists the conversations, opens one and deletes them all after a confirmation', async () => {
    const conversations = [
      {
        id: conversationId,
        title: 'Glaucoma',
        message_count: 2,
        created_at: '2026-11-26T10:00:00Z',
        updated_at: '2026-11-26T10:00:00Z',
      },
    ];
    const deleted: string[] = [];
    routeFetch({
      '/api/assistant': jsonResponse(makeInfo()),
      '/api/assistant/conversations': () => jsonResponse({ conversations: deleted.length ? [] : conversations }),
      [`/api/assistant/conversations/${conversationId}`]: jsonResponse({
        ...conversations[0],
        messages: [question, makeMessage({ id: 11, text: 'Trate logo [1].', citations: [makeCitation()] })],
      }),
      'DELETE /api/assistant/conversations': () => {
        deleted.push('all');
        return new Response(null, { status: 204 });
      },
    });
    await openPanel();
    await userEvent.click(await panel().findByRole('button', { name: 'Suas conversas' }));
    await userEvent.click(await panel().findByRole('button', { name: /^Glaucoma/ }));
    expect(await panel().findByRole('link', { name: 'Fonte 1: Glaucoma agudo' })).toBeInTheDocument();
    expect(panel().getByText('Qual a conduta no glaucoma agudo?')).toBeInTheDocument();

    await userEvent.click(panel().getByRole('button', { name: 'Suas conversas' }));
    await userEvent.click(await panel().findByRole('button', { name: 'Apagar todas' }));
    await userEvent.click(panel().getByRole('button', { name: 'Sim, apagar todas' }));
    expect(await panel().findByText('Nenhuma conversa ainda.')).toBeInTheDocument();
    expect(deleted).toEqual(['all']);
  });
});
