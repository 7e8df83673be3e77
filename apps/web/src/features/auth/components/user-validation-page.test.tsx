import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { loginAnswer } from '../test-render.tsx';
import { UserValidationPage } from './user-validation-page.tsx';

function renderPage(email = 'ana@exemplo.com') {
  const onSignedIn = vi.fn();
  render(<UserValidationPage email={email} codeJustSent onSignedIn={onSignedIn} />);
  return { onSignedIn };
}

describe('UserValidationPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => vi.useRealTimers());

  it('asks for the 6 digits, then posts e-mail and code and hands over the login', async () => {
    const fetchMock = mockFetch(jsonResponse(loginAnswer));
    const { onSignedIn } = renderPage();
    const user = userEvent.setup();
    expect(screen.getByText(/ana@exemplo.com/)).toBeInTheDocument();
    const code = screen.getByLabelText('Código de confirmação');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Digite os 6 números do código.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(loginAnswer));
    expect(JSON.parse(String(sentRequest(fetchMock).init.body))).toEqual({ email: 'ana@exemplo.com', code: '123456' });
  });

  it('shows a wrong code by its code', async () => {
    mockFetch(jsonResponse({ error: { code: 'auth.code_invalid', message: 'Wrong' } }, 400));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Código de confirmação'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código incorreto ou expirado.');
  });

  it('asks for the e-mail when the link did not carry it', () => {
    renderPage('');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('"Reenviar código" waits 60 s, then sends a new code and waits again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch(jsonResponse({ status: 'accepted' }, 202));
    renderPage();
    expect(screen.getByRole('button', { name: 'Reenviar código em 60 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent('Enviamos um novo código.');
    expect(sentRequest(fetchMock).url).toBe('/api/auth/user-validation/resend');
    expect(JSON.parse(String(sentRequest(fetchMock).init.body))).toEqual({ email: 'ana@exemplo.com' });
    expect(screen.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeDisabled();
  });
});
