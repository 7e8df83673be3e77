import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { testLoginResponse } from '../../../test/login-response.ts';
import { NewPasswordForm, type NewPasswordFormProps } from './new-password-form.tsx';

function renderForm(send: NewPasswordFormProps['send']) {
  const onSignedIn = vi.fn();
  render(
    <NewPasswordForm
      token="t|1"
      submitLabel="Salvar e entrar"
      send={send}
      onSignedIn={onSignedIn}
      invalidLinkAction={<a href="/x">Pedir um novo link</a>}
    />,
  );
  return { onSignedIn, user: userEvent.setup() };
}

describe('NewPasswordForm', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('says when the two passwords differ', async () => {
    const send = vi.fn<NewPasswordFormProps['send']>();
    const { user } = renderForm(send);
    await user.type(screen.getByLabelText('Nova senha'), 'segredo123');
    await user.type(screen.getByLabelText('Repita a senha'), 'segredo124');
    await user.click(screen.getByRole('button', { name: 'Salvar e entrar' }));
    expect(await screen.findByText('As senhas não são iguais.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the token with the new password twice and hands over the login', async () => {
    const send = vi.fn<NewPasswordFormProps['send']>().mockResolvedValue(testLoginResponse());
    const { user, onSignedIn } = renderForm(send);
    await user.type(screen.getByLabelText('Nova senha'), 'segredo123');
    await user.type(screen.getByLabelText('Repita a senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Salvar e entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(testLoginResponse()));
    expect(send).toHaveBeenCalledWith({ token: 't|1', password: 'segredo123', password_confirmation: 'segredo123' });
  });

  it('offers a new link when the one used is invalid, expired or spent', async () => {
    const send = vi
      .fn<NewPasswordFormProps['send']>()
      .mockRejectedValue(new ApiError({ code: 'auth.token_invalid', message: 'x', status: 400 }));
    const { user } = renderForm(send);
    await user.type(screen.getByLabelText('Nova senha'), 'segredo123');
    await user.type(screen.getByLabelText('Repita a senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Salvar e entrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este link é inválido, expirou ou já foi usado.');
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toBeInTheDocument();
  });
});
