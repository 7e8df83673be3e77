import { accountLinkLifetimeMinutes } from '@members/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { renderWithRouter } from '../test-render.tsx';
import { LoginLinkRequestPage } from './login-link-pages.tsx';

describe('LoginLinkRequestPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it("once sent, says how long the link lasts (the API's lifetime, from the contract) and that it works once", async () => {
    const fetchMock = mockFetch(jsonResponse({ status: 'accepted' }, 202));
    renderWithRouter(<LoginLinkRequestPage />);
    await screen.findByRole('heading', { name: 'Entrar sem senha' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Se houver uma conta com ana@exemplo.com, o link chega em instantes. Ele vale por ${accountLinkLifetimeMinutes} minutos e só funciona uma vez.`,
    );
    expect(accountLinkLifetimeMinutes).toBe(15);
    expect(screen.queryByText(/pouco tempo/)).not.toBeInTheDocument();
    expect(sentRequest(fetchMock).url).toBe('/api/auth/login-link');
  });
});
