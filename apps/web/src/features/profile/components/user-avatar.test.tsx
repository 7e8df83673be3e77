import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { initialSessionState, useSessionStore } from '../../../lib/session/session-store.ts';
import { UserAvatar } from './user-avatar.tsx';

const path = '/api/files/avatars/0123456789abcdef0123456789abcdef.webp';

function renderAvatar(image_path_avatar: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <UserAvatar user={{ nome: 'Ana Beatriz Souza', image_path_avatar }} />
    </QueryClientProvider>,
  );
}

describe('UserAvatar', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:avatar'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    useSessionStore.setState(initialSessionState);
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    vi.unstubAllGlobals();
  });

  it("fetches the stored picture with the session's headers and shows it; initials until then", async () => {
    useSessionStore.setState({ token: 'sessao', security: true });
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(new Uint8Array(8), { headers: { 'Content-Type': 'image/webp' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAvatar(path);
    expect(screen.getByRole('img', { name: 'Iniciais de Ana Beatriz Souza' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Foto de Ana Beatriz Souza' })).toHaveAttribute('src', 'blob:avatar');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain(path);
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer sessao');
    expect(headers.get('X-App-Id')).toBeTruthy();
  });

  it('keeps the initials when the picture is refused', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(jsonResponse({ error: { code: 'common.not_found', message: 'Avatar not found' } }, 404)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAvatar(path);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('img', { name: 'Iniciais de Ana Beatriz Souza' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Foto de Ana Beatriz Souza' })).toBeNull();
  });

  it('shows an older external picture by its URL, without fetching it', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderAvatar('https://cdn.example.com/ana.jpg');
    expect(screen.getByRole('img', { name: 'Foto de Ana Beatriz Souza' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/ana.jpg',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
