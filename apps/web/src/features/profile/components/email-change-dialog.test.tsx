import { emailChangeCodeLifetimeMinutes } from '@members/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { emailChangeCodeMinutes } from '../email-change-rules.ts';
import { profileTestUser } from '../test-user.ts';
import { ProfileForm } from './profile-form.tsx';

type Answer = (body: unknown) => Response;
const error = (code: string, status: number) => () => jsonResponse({ error: { code, message: code } }, status);

/** fetch answering each e-mail change call with its own answer (by path suffix); every call is kept. */
function mockApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/instituicoes')) return jsonResponse([]);
    const path = Object.keys(answers).find((suffix) => url.endsWith(suffix));
    return path
      ? (answers[path] as Answer)(init?.body ? JSON.parse(String(init.body)) : undefined)
      : jsonResponse({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (suffix: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith(suffix))
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { calls };
}

function renderProfile() {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProfileForm user={profileTestUser} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved, user: userEvent.setup() };
}

async function askForCode(user: ReturnType<typeof userEvent.setup>, password = 'minha-senha') {
  await user.click(screen.getByRole('button', { name: 'Alterar e-mail' }));
  const dialog = await screen.findByRole('dialog', { name: 'Alterar e-mail' });
  await user.type(screen.getByLabelText('Novo e-mail'), ' Nova@Medmember.dev ');
  await user.type(screen.getByLabelText('Senha atual'), password);
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  return dialog;
}

describe('e-mail change dialog', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('says the same lifetime as the API', () => {
    expect(emailChangeCodeMinutes).toBe(emailChangeCodeLifetimeMinutes);
  });

  it('asks for the new address and the password, then the code (15 minutes); confirmed, the user has the new e-mail', async () => {
    const changed = { ...profileTestUser, email: 'nova@medmember.dev', login: 'nova@medmember.dev' };
    const { calls } = mockApi({
      '/api/user/email-change': () => jsonResponse({ status: 'accepted' }, 202),
      '/api/user/email-change/confirm': () => jsonResponse({ user: changed }),
    });
    const { onSaved, user } = renderProfile();
    await askForCode(user);
    expect(
      await screen.findByText(/Enviamos um código de 6 números para nova@medmember.dev\. Ele vale por 15 minutos\./),
    ).toBeInTheDocument();
    expect(calls('/api/user/email-change')).toEqual([{ new_email: 'nova@medmember.dev', password: 'minha-senha' }]);
    await user.type(screen.getByLabelText('Código de confirmação'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar novo e-mail' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(changed));
    expect(calls('/api/user/email-change/confirm')).toEqual([{ code: '123456' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The dialog's submits never reached the profile form around it.
    expect(calls('/api/user/profile')).toEqual([]);
  });

  it('puts a wrong password under its field and stays on the first step', async () => {
    mockApi({ '/api/user/email-change': error('auth.password_wrong', 403) });
    const { user } = renderProfile();
    await askForCode(user, 'errada');
    expect(await screen.findByText('Senha incorreta. Digite a senha que você usa para entrar.')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha atual')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Código de confirmação')).not.toBeInTheDocument();
  });

  it('translates a refused code under the field and a locked one above the buttons', async () => {
    let confirmAnswer = error('auth.code_invalid', 400);
    mockApi({
      '/api/user/email-change': () => jsonResponse({ status: 'accepted' }, 202),
      '/api/user/email-change/confirm': () => confirmAnswer(),
    });
    const { user } = renderProfile();
    await askForCode(user);
    await user.type(await screen.findByLabelText('Código de confirmação'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar novo e-mail' }));
    expect(
      await screen.findByText('Código incorreto ou expirado. Confira o e-mail ou reenvie o código.'),
    ).toBeInTheDocument();
    confirmAnswer = error('auth.code_attempts_exceeded', 429);
    await user.click(screen.getByRole('button', { name: 'Confirmar novo e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitos códigos incorretos. Reenvie o código para tentar de novo.',
    );
  });

  it('waits a minute before "Reenviar código"; "Cancelar troca de e-mail" cancels it and closes', async () => {
    const { calls } = mockApi({
      '/api/user/email-change': () => jsonResponse({ status: 'accepted' }, 202),
      '/api/user/email-change/cancel': () => new Response(null, { status: 204 }),
    });
    const { onSaved, user } = renderProfile();
    await askForCode(user);
    expect(await screen.findByRole('button', { name: /^Reenviar código em \d+ s$/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancelar troca de e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('/api/user/email-change/cancel')).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
