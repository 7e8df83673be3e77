import type { UserVertical } from '@members/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { OtherVerticalsSection } from './other-verticals-section.tsx';

const vertical = (slug: string, pt: string, current = false): UserVertical => ({
  slug,
  nome: { 'pt-BR': pt, en: pt },
  produtor: `Produtor ${pt}`,
  medmember_url: `http://p.${slug}.localhost`,
  current,
});

function renderSection(list: Response, confirmed = true) {
  const fetchMock = vi.fn<typeof fetch>(async (url) => (String(url).endsWith('/api/user/verticais') ? list : jsonResponse({ token: 't' })));
  vi.stubGlobal('fetch', fetchMock);
  const onSignedIn = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OtherVerticalsSection email=" professor@medmember.dev " confirmed={confirmed} onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  );
  return { fetchMock, onSignedIn };
}

describe('OtherVerticalsSection', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('lists the other verticals; "Entrar" calls alternateVertical with the trimmed e-mail and device "mobile"', async () => {
    const { fetchMock, onSignedIn } = renderSection(jsonResponse([vertical('oftalmologia', 'Oftalmologia', true), vertical('anestesiologia', 'Anestesiologia')]));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Entrar em Anestesiologia' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/alternateVertical')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'professor@medmember.dev', device_name: 'mobile', vertical: 'anestesiologia' });
    expect(screen.queryByRole('button', { name: 'Entrar em Oftalmologia' })).not.toBeInTheDocument();
  });

  it('shows the empty state when only the current vertical comes back', async () => {
    renderSection(jsonResponse([vertical('oftalmologia', 'Oftalmologia', true)]));
    expect(await screen.findByText('Você ainda não tem conta em outra especialidade com este e-mail.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('treats a failed list as empty (spec §7)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSection(jsonResponse({ error: { code: 'common.internal', message: 'x' } }, 500));
    expect(await screen.findByText('Você ainda não tem conta em outra especialidade com este e-mail.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('does not ask for an unconfirmed account, and says why', () => {
    const { fetchMock } = renderSection(jsonResponse([]), false);
    expect(screen.getByText('Confirme seu e-mail para acessar suas contas em outras especialidades.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
