import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { testLoginResponse } from '../../../test/login-response.ts';
import { LoginForm } from './login-form.tsx';

function renderLogin() {
  const onSignedIn = vi.fn();
  const onFailed = vi.fn();
  render(<LoginForm onSignedIn={onSignedIn} onFailed={onFailed} />);
  return { onSignedIn, onFailed, user: userEvent.setup() };
}

const email = () => screen.getByLabelText('E-mail');
const password = () => screen.getByLabelText('Senha');

describe('LoginForm', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('says under each field what is missing, tied to it (aria-invalid, aria-describedby), without calling the API', async () => {
    const fetchMock = mockFetch();
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Preencha o campo “E-mail”.')).toBeInTheDocument();
    expect(screen.getByText('Preencha o campo “Senha”.')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Preencha o campo “E-mail”.');
    expect(email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail when it loses focus, then as the learner fixes it', async () => {
    const { user } = renderLogin();
    await user.type(email(), 'ana@');
    await user.tab();
    expect(await screen.findByText('Digite um e-mail válido, como nome@exemplo.com.')).toBeInTheDocument();
    await user.type(email(), 'exemplo.com');
    await waitFor(() => expect(email()).toHaveAttribute('aria-invalid', 'false'));
  });

  it('posts the trimmed, lower-case e-mail and the password, then hands over the response', async () => {
    const fetchMock = mockFetch(jsonResponse(testLoginResponse()));
    const { user, onSignedIn } = renderLogin();
    await user.type(email(), '  Aluno@MedMember.dev ');
    await user.type(password(), 'medmember123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(testLoginResponse()));
    expect(sentRequest(fetchMock).url).toBe('/api/auth/login');
    expect(JSON.parse(String(sentRequest(fetchMock).init.body))).toEqual({
      email: 'aluno@medmember.dev',
      password: 'medmember123',
    });
  });

  it('shows a refused login by its code, marks the session failed and keeps what was typed', async () => {
    mockFetch(jsonResponse({ error: { code: 'auth.invalid_credentials', message: 'Wrong' } }, 401));
    const { user, onFailed, onSignedIn } = renderLogin();
    await user.type(email(), 'aluno@medmember.dev');
    await user.type(password(), 'errada123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos. Confira e tente de novo.');
    expect(onFailed).toHaveBeenCalledOnce();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(email()).toHaveValue('aluno@medmember.dev');
    expect(password()).toHaveValue('errada123');
  });

  it('takes the focus to the password after a refused login, the error as its description', async () => {
    mockFetch(jsonResponse({ error: { code: 'auth.invalid_credentials', message: 'Wrong' } }, 401));
    const { user } = renderLogin();
    await user.type(email(), 'aluno@medmember.dev');
    await user.type(password(), 'errada123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(password()).toHaveFocus());
    expect(password()).toHaveAccessibleDescription('E-mail ou senha incorretos. Confira e tente de novo.');
    const input = password() as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'errada123'.length]); // typed again, it is replaced
  });

  it('says how long to wait after too many attempts (429, Retry-After)', async () => {
    mockFetch(
      new Response(JSON.stringify({ error: { code: 'auth.too_many_attempts', message: 'Later' } }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '540' },
      }),
    );
    const { user } = renderLogin();
    await user.type(email(), 'aluno@medmember.dev');
    await user.type(password(), 'errada123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas sem sucesso. Tente de novo em 9 min.',
    );
  });

  it('puts the field errors of a 422 under their fields', async () => {
    mockFetch(
      jsonResponse(
        {
          error: {
            code: 'common.validation_failed',
            message: 'Bad',
            fields: [{ path: 'email', message: 'field.email_invalid' }],
          },
        },
        422,
      ),
    );
    const { user } = renderLogin();
    await user.type(email(), 'aluno@medmember.dev');
    await user.type(password(), 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Digite um e-mail válido, como nome@exemplo.com.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables the button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderLogin();
    await user.type(email(), 'aluno@medmember.dev');
    await user.type(password(), 'medmember123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled());
    answer(jsonResponse(testLoginResponse()));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled());
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
