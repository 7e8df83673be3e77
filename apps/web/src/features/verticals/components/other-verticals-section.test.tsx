import type { AlternateVerticalResponse, UserVertical } from '@members/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { testLoginResponse, testProducer } from '../../../test/login-response.ts';
import { OtherVerticalsSection } from './other-verticals-section.tsx';

const vertical = (slug: string, pt: string, current = false, producer = `p-${slug}`): UserVertical => ({
  slug,
  nome: { 'pt-BR': pt, en: pt },
  produtor: `Produtor ${producer}`,
  produtor_slug: producer,
  medmember_url: `http://${producer}.${slug}.localhost`,
  current,
});

/** The 200 of POST /api/auth/alternateVertical: the other account's login response (parsed with the contract). */
const signedIn: AlternateVerticalResponse = {
  outcome: 'signed_in',
  handoff_url: null,
  ...testLoginResponse({ produtor: { ...testProducer, id: 'p-anestesiologia', nome: 'Produtor p-anestesiologia' } }),
};

function renderSection(list: Response, confirmed = true, answer: () => Response = () => jsonResponse(signedIn)) {
  const fetchMock = vi.fn<typeof fetch>(async (url) => (String(url).endsWith('/api/user/verticais') ? list : answer()));
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

  it('lists the other accounts; "Entrar" calls alternateVertical with the trimmed e-mail, device "mobile" and the producer', async () => {
    const { fetchMock, onSignedIn } = renderSection(
      jsonResponse([vertical('oftalmologia', 'Oftalmologia', true), vertical('anestesiologia', 'Anestesiologia')]),
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Entrar em Produtor p-anestesiologia (Anestesiologia)' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/alternateVertical')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'professor@medmember.dev',
      device_name: 'mobile',
      vertical: 'anestesiologia',
      produtor_slug: 'p-anestesiologia',
    });
    expect(screen.queryByRole('button', { name: /\(Oftalmologia\)$/ })).not.toBeInTheDocument();
  });

  it('lets the learner pick the producer when a vertical has several, its own one left out', async () => {
    const list = [
      vertical('oftalmologia', 'Oftalmologia', true, 'lumen'),
      vertical('oftalmologia', 'Oftalmologia', false, 'foco'),
      vertical('anestesiologia', 'Anestesiologia', false, 'vigilia'),
      vertical('anestesiologia', 'Anestesiologia', false, 'plano'),
    ];
    const { fetchMock } = renderSection(jsonResponse(list));
    expect(await screen.findByRole('button', { name: 'Entrar em Produtor foco (Oftalmologia)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar em Produtor lumen (Oftalmologia)' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar em Produtor plano (Anestesiologia)' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({
      vertical: 'anestesiologia',
      produtor_slug: 'plano',
    });
  });

  it('says the link was e-mailed when the API sends one instead of a session, and goes nowhere', async () => {
    const linkSent = () => jsonResponse({ outcome: 'link_sent', email: 'professor@medmember.dev' }, 202);
    const { onSignedIn } = renderSection(jsonResponse([vertical('ortopedia', 'Ortopedia')]), true, linkSent);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Entrar em Produtor p-ortopedia (Ortopedia)' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Enviamos um link para professor@medmember.dev. Abra-o para entrar em Produtor p-ortopedia: por segurança, essa conta não abre direto daqui.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the empty state when only the current vertical comes back', async () => {
    renderSection(jsonResponse([vertical('oftalmologia', 'Oftalmologia', true)]));
    expect(
      await screen.findByText('Você ainda não tem conta em outra especialidade com este e-mail.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('treats a failed list as empty (spec §7)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSection(jsonResponse({ error: { code: 'common.internal', message: 'x' } }, 500));
    expect(
      await screen.findByText('Você ainda não tem conta em outra especialidade com este e-mail.'),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('does not ask for an unconfirmed account, and says why', () => {
    const { fetchMock } = renderSection(jsonResponse([]), false);
    expect(
      screen.getByText('Confirme seu e-mail para acessar suas contas em outras especialidades.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
