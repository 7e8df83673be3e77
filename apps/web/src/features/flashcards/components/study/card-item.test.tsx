import type { QueueItem } from '@members/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useAssistantPanel } from '../../../../lib/assistant/assistant-store.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { initialSessionState, useSessionStore } from '../../../../lib/session/session-store.ts';
import { cardItem } from '../../test-fixtures.ts';
import { CardItem, type CardItemProps } from './card-item.tsx';

const path = '/api/flashcards/7/image';

function renderCard(front: string, image_url: string | null = path) {
  const base = cardItem(7);
  const card = { ...(base.card as NonNullable<QueueItem['card']>), front, image_url };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CardItem item={{ ...base, card }} headingId="card" onRate={vi.fn()} onUndo={vi.fn()} announce={vi.fn()} />
    </QueryClientProvider>,
  );
}

describe('CardItem with a picture', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:card-picture'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    useSessionStore.setState(initialSessionState);
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    vi.unstubAllGlobals();
  });

  it("loads the picture with the session's headers, a placeholder until then, and names it by the front", async () => {
    useSessionStore.setState({ token: 'sessao', security: true });
    let arrive = (_response: Response) => {};
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (arrive = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderCard('<p>Classifique a fratura <strong>Salter-Harris</strong></p>');
    expect(await screen.findByTestId('card-picture-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    arrive(new Response(new Uint8Array(8), { headers: { 'Content-Type': 'image/png' } }));
    const picture = await screen.findByRole('img', { name: 'Classifique a fratura Salter-Harris' });
    expect(picture).toHaveAttribute('src', 'blob:card-picture');
    expect(screen.queryByTestId('card-picture-placeholder')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain(path);
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer sessao');
    expect(headers.get('X-App-Id')).toBeTruthy();
  });

  it('falls back to a generic alt when the front has no text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(new Response(new Uint8Array(8), { headers: { 'Content-Type': 'image/png' } })),
      ),
    );
    renderCard('<p> </p>');
    expect(await screen.findByRole('img', { name: 'Imagem do cartão' })).toHaveAttribute('src', 'blob:card-picture');
  });

  it('shows the card without picture (and no placeholder) when the picture is refused', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(jsonResponse({ error: { code: 'common.not_found', message: 'No such card picture' } }, 404)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderCard('<p>Mallampati</p>');
    await vi.waitFor(() => expect(screen.queryByTestId('card-picture-placeholder')).toBeNull());
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Mallampati')).toBeInTheDocument();
  });

  it('fetches nothing for a card without picture', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderCard('<p>Sem imagem</p>', null);
    expect(screen.queryByTestId('card-picture-placeholder')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("CardItem's back", () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => useAssistantPanel.setState({ open: false, request: null, opener: null }));

  const renderItem = (item: QueueItem, onRate = vi.fn()) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CardItem
          item={item as CardItemProps['item']}
          headingId="card"
          onRate={onRate}
          onUndo={vi.fn()}
          announce={vi.fn()}
        />
      </QueryClientProvider>,
    );
    return onRate;
  };

  it('offers to ask the assistant to explain the card once its back shows', async () => {
    const user = userEvent.setup();
    renderItem(cardItem(7));
    expect(screen.queryByRole('button', { name: 'Pergunte ao assistente' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Mostrar resposta/ }));
    await user.click(within(screen.getByTestId('card-back')).getByRole('button', { name: 'Pergunte ao assistente' }));
    expect(useAssistantPanel.getState()).toMatchObject({
      open: true,
      request: {
        question: 'Explique este cartão.',
        context: { kind: 'flashcard', id: 7 },
        contextLabel: 'Flashcard: Pergunta 7',
        send: true,
      },
    });
  });

  it("offers nothing for a clinical case's review item (it is no card of its own)", async () => {
    const user = userEvent.setup();
    renderItem(cardItem(7, { ref: { kind: 'case', option_id: 7 } }));
    await user.click(screen.getByRole('button', { name: /Mostrar resposta/ }));
    expect(screen.getByTestId('card-back')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pergunte ao assistente' })).toBeNull();
  });

  it("leaves a rating key pressed in a dialog over the card (the assistant's panel) to that dialog", async () => {
    const user = userEvent.setup();
    const onRate = renderItem(cardItem(7));
    await user.click(screen.getByRole('button', { name: /Mostrar resposta/ }));
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    dialog.appendChild(document.createElement('button')).focus();
    await user.keyboard('1');
    expect(onRate).not.toHaveBeenCalled();
    dialog.remove();
    await user.keyboard('1');
    expect(onRate).toHaveBeenCalledWith(1);
  });
});
