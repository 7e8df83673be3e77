import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { testUser } from '../../../test/login-response.ts';
import { useTerms } from '../api/get-terms.ts';
import { paragraphsOf, TermsPage } from './terms-page.tsx';

const terms = {
  version: 3,
  title: 'Termos de uso',
  body: 'Primeiro parágrafo.\n\nSegundo\nparágrafo.',
  published_at: '2026-03-01T12:00:00.000Z',
  accepted: false,
};

function Page({ onAccepted }: { onAccepted: () => void }) {
  return <TermsPage terms={useTerms()} onAccepted={onAccepted} />;
}

function renderPage() {
  const onAccepted = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Page onAccepted={onAccepted} />
    </QueryClientProvider>,
  );
  return { onAccepted };
}

describe('TermsPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('splits the body into paragraphs at blank lines', () => {
    expect(paragraphsOf(' a \n\n\nb\nc\r\n\r\n')).toEqual(['a', 'b\nc']);
  });

  it('shows title, date and paragraphs; "Aceitar e continuar" accepts the version read and hands over the user', async () => {
    const fetchMock = mockFetch(
      jsonResponse(terms),
      jsonResponse({ user: testUser }),
      jsonResponse({ ...terms, accepted: true }),
    );
    const { onAccepted } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de uso' })).toBeInTheDocument();
    expect(screen.getByText('Publicado em 1 de março de 2026')).toBeInTheDocument();
    expect(screen.getByText('Primeiro parágrafo.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aceitar e continuar' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(testUser));
    expect(sentRequest(fetchMock, 1).url).toBe('/api/terms/accept');
    expect(JSON.parse(String(sentRequest(fetchMock, 1).init.body))).toEqual({ version: 3 });
  });

  it('explains a newer version (409) and keeps the learner on the page', async () => {
    mockFetch(
      jsonResponse(terms),
      jsonResponse({ error: { code: 'auth.terms_version_outdated', message: 'Newer' } }, 409),
      jsonResponse({ ...terms, version: 4 }),
    );
    const { onAccepted } = renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Aceitar e continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Os termos foram atualizados.');
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('says when the terms could not load, with a way to try again', async () => {
    mockFetch(jsonResponse({ error: { code: 'common.internal', message: 'x' } }, 500));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Não foi possível carregar os termos.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });
});
