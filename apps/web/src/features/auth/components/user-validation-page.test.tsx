import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { keepSignUpDraft, signUpDraft } from '../sign-up-draft.ts';
import { testLoginResponse } from '../../../test/login-response.ts';
import { renderWithRouter } from '../test-render.tsx';
import { UserValidationPage } from './user-validation-page.tsx';

/** Renders the page inside a router (it links to sign-up and login) and waits for it. */
async function renderPage(email = 'ana@exemplo.com') {
  const onSignedIn = vi.fn();
  renderWithRouter(<UserValidationPage email={email} codeJustSent onSignedIn={onSignedIn} />);
  await screen.findByRole('heading', { name: 'Confirme seu e-mail' });
  return { onSignedIn };
}

describe('UserValidationPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => vi.useRealTimers());

  it('asks for the 6 digits, then posts e-mail and code and hands over the login', async () => {
    const fetchMock = mockFetch(jsonResponse(testLoginResponse()));
    keepSignUpDraft({ nome: 'Ana', email: 'ana@exemplo.com', password: 'segredo123' });
    const { onSignedIn } = await renderPage();
    const user = userEvent.setup();
    expect(screen.getByText(/ana@exemplo.com/)).toBeInTheDocument();
    const code = screen.getByLabelText('Código de confirmação');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Preencha o campo “Código de confirmação”.')).toBeInTheDocument();
    await user.type(code, '12a');
    expect(await screen.findByText('Digite os 6 números do código.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(testLoginResponse()));
    expect(JSON.parse(String(sentRequest(fetchMock).init.body))).toEqual({ email: 'ana@exemplo.com', code: '123456' });
    expect(signUpDraft()).toBeNull(); // confirmed: the sign-up form's data is forgotten
  });

  it('says how long the code lasts, and offers a way back to correct the e-mail and a way to sign in', async () => {
    await renderPage();
    expect(
      screen.getByText('Enviamos um código de 6 números para ana@exemplo.com. Ele vale por 15 minutos.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/pouco tempo/)).not.toBeInTheDocument();
    expect(screen.getByText('E-mail errado?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alterar e-mail' })).toHaveAttribute('href', '/auth/signUp');
    expect(screen.getByText('Prefere confirmar depois?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar com e-mail e senha' })).toHaveAttribute('href', '/auth/newLogin');
  });

  it('shows a wrong code by its code', async () => {
    mockFetch(jsonResponse({ error: { code: 'auth.code_invalid', message: 'Wrong' } }, 400));
    await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Código de confirmação'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código incorreto ou expirado.');
  });

  it("says when the address's confirmation is paused after too many wrong codes, and for how long", async () => {
    const body = { error: { code: 'auth.code_guess_limit_reached', message: 'Too many wrong codes' } };
    mockFetch(
      new Response(JSON.stringify(body), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '84000' },
      }),
    );
    await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Código de confirmação'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitos códigos incorretos para este e-mail. Por segurança, a confirmação ficou pausada. Tente de novo em 23h 20min.',
    );
  });

  it('asks for the e-mail when the link did not carry it', async () => {
    await renderPage('');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByText(/Ele vale por 15 minutos\./)).toBeInTheDocument();
  });

  it('"Reenviar código" waits 60 s, then sends a new code and waits again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch(jsonResponse({ status: 'accepted' }, 202));
    await renderPage();
    expect(screen.getByRole('button', { name: 'Reenviar código em 60 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent('Enviamos um novo código.');
    expect(sentRequest(fetchMock).url).toBe('/api/auth/user-validation/resend');
    expect(JSON.parse(String(sentRequest(fetchMock).init.body))).toEqual({ email: 'ana@exemplo.com' });
    expect(screen.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled();
  });

  it('after the hour\'s codes, "Reenviar código" says why and waits the minutes the API asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const body = { error: { code: 'auth.code_limit_reached', message: 'Too many codes' } };
    mockFetch(
      new Response(JSON.stringify(body), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '3540' },
      }),
    );
    await renderPage();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Já enviamos muitos códigos para este e-mail. Use o último que chegou. Tente de novo em 59 min.',
    );
    expect(screen.getByRole('button', { name: 'Reenviar código em 59 min' })).toBeDisabled();
  });
});
