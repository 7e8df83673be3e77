import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { QrCodePanel } from './qr-code-panel.tsx';

const code = (n: number) => ({
  code: `code-${n}`,
  url: `http://foco.oftalmologia.localhost/auth/login?qr=code-${n}`,
  expireLinkTimestamp: Date.now(),
});

describe('QrCodePanel', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows the code with a 10-second countdown, then "Gerar novo código" once it expires', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    fetchMock
      .mockImplementationOnce(async () => jsonResponse(code(1)))
      .mockImplementationOnce(async () => jsonResponse(code(2)));
    vi.stubGlobal('fetch', fetchMock);
    render(<QrCodePanel />);

    expect(await screen.findByRole('timer')).toHaveTextContent('Expira em 10 segundos');
    expect(screen.getByRole('img', { name: 'QR code para entrar no outro aparelho' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: code(1).url })).toHaveAttribute('data-qr-url', code(1).url);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The code arrives while findByRole polls (outside act): the countdown's interval starts a task later, so wait.
    act(() => vi.advanceTimersByTime(4_000));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/Expira em [56] segundos/));

    act(() => vi.advanceTimersByTime(6_500));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Código expirado')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'O código expirou. Gere um novo para entrar no outro aparelho.',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Gerar novo código' }));
    expect(await screen.findByRole('link', { name: code(2).url })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Expira em 10 segundos');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
