import type { QueueItem } from '@members/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { initialSessionState, useSessionStore } from '../../../../lib/session/session-store.ts';
import { cardItem } from '../../test-fixtures.ts';
import { CardItem } from './card-item.tsx';

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
