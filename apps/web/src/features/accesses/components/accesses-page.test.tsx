import type { AccessItem } from '@members/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { enUS, ptBR } from 'date-fns/locale';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { AccessesPage, type AccessesPageProps } from './accesses-page.tsx';

const day = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

const purchase: AccessItem = {
  id: 'a1',
  produto: 'Extensivo Foco Oftalmo 2027',
  tipo: 'compra',
  data_inicio: iso(-30),
  data_fim_acesso: iso(335),
  ativo: true,
  purchase_url: '/page/offers/p-extensivo',
  origem: 'offer',
  revogado_em: null,
};
const expired: AccessItem = {
  id: 'a2',
  produto: 'Revisão R1 2025',
  tipo: 'compra',
  data_inicio: iso(-400),
  data_fim_acesso: iso(-35),
  ativo: false,
  purchase_url: 'https://foco.test/renovar',
  origem: 'hotmart',
  revogado_em: null,
};
const grant: AccessItem = {
  id: 'a3',
  produto: 'Curso de Retina',
  tipo: 'concessao',
  data_inicio: iso(-10),
  data_fim_acesso: null,
  ativo: true,
  purchase_url: null,
  origem: 'gift',
  revogado_em: null,
};
const trial: AccessItem = {
  id: 'a4',
  produto: 'Degustação Foco Oftalmo',
  tipo: 'freemium',
  data_inicio: iso(-2),
  data_fim_acesso: iso(7),
  ativo: true,
  purchase_url: 'https://foco.test/upgrade',
  origem: 'freemium',
  revogado_em: null,
};

const refunded: AccessItem = {
  id: 'a5',
  produto: 'Imersão em Retina',
  tipo: 'compra',
  data_inicio: '2026-03-02T15:00:00.000Z',
  data_fim_acesso: '2026-06-01T15:00:00.000Z',
  ativo: false,
  purchase_url: 'https://pay.hotmart.com/D1X',
  origem: 'hotmart',
  revogado_em: '2026-03-07T15:00:00.000Z',
};

const noSession: AccessesPageProps = { isFreemium: false, linkFreemium: null, linkCompra: null };

function renderPage(answer: Response | Promise<Response>, props: AccessesPageProps = noSession) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(answer)),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // In a memory router: our own offers pages are router links.
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <AccessesPage {...props} />
      </QueryClientProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/Acessos'] }) });
  render(<RouterProvider router={router} />);
  return router;
}
const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('AccessesPage', () => {
  afterAll(() => useTestLocale('pt-BR'));

  it('shows skeletons (and a status) while loading', async () => {
    await useTestLocale('pt-BR');
    renderPage(new Promise<Response>(() => {}));
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(3);
  });

  it('lists each access with its source, state (text, not colour alone), dates in pt-BR and its link', async () => {
    await useTestLocale('pt-BR');
    renderPage(jsonResponse({ acessos: [purchase, expired, grant] }));
    await screen.findByRole('heading', { name: purchase.produto });

    const active = within(card(purchase.produto));
    expect(active.getByText('Compra no site')).toBeInTheDocument();
    expect(active.getByText('Ativo')).toBeInTheDocument();
    expect(active.getByText(format(new Date(purchase.data_inicio), 'dd/MM/yyyy'))).toBeInTheDocument();
    expect(active.getByText(format(new Date(purchase.data_fim_acesso ?? ''), 'dd/MM/yyyy'))).toBeInTheDocument();
    // Our own offers page: a router link in the same tab.
    const product = active.getByRole('link', { name: /Ver produto/ });
    expect(product).toHaveAttribute('href', purchase.purchase_url);
    expect(product).not.toHaveAttribute('target');

    const old = within(card(expired.produto));
    expect(old.getByText('Hotmart')).toBeInTheDocument();
    expect(old.getByText('Expirado')).toBeInTheDocument();
    const renew = old.getByRole('link', { name: /Renovar acesso/ });
    expect(renew).toHaveAttribute('href', 'https://foco.test/renovar');
    expect(renew).toHaveAttribute('target', '_blank');

    const granted = within(card(grant.produto));
    expect(granted.getByText('Cortesia')).toBeInTheDocument();
    expect(granted.getByText('Sem data de término')).toBeInTheDocument();
    expect(granted.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when a refunded or cancelled access was revoked, with the link to buy it again', async () => {
    await useTestLocale('pt-BR');
    renderPage(jsonResponse({ acessos: [refunded, grant] }));
    await screen.findByRole('heading', { name: refunded.produto });
    const revoked = within(card(refunded.produto));
    expect(revoked.getByText('Reembolsada/cancelada em 07/03/2026')).toBeInTheDocument();
    expect(revoked.queryByText('Ativo')).not.toBeInTheDocument();
    expect(revoked.getByText('02/03/2026')).toBeInTheDocument();
    expect(revoked.getByText('01/06/2026')).toBeInTheDocument();
    expect(revoked.getByRole('link', { name: /Comprar novamente/ })).toHaveAttribute('href', refunded.purchase_url);
    expect(within(card(grant.produto)).getByText('Cortesia')).toBeInTheDocument();

    await useTestLocale('en');
    expect(await screen.findByText('Refunded/cancelled on 03/07/2026')).toBeInTheDocument();
    expect(within(card(refunded.produto)).getByText('Hotmart').parentElement).toHaveTextContent('Source: Hotmart');
  });

  it('opens our own upgrade page in the app', async () => {
    await useTestLocale('pt-BR');
    const router = renderPage(jsonResponse({ acessos: [trial] }), {
      isFreemium: trial.data_fim_acesso ?? '',
      linkFreemium: '/page/offers/p-extensivo',
      linkCompra: null,
    });
    const notice = await screen.findByTestId('freemium-notice');
    await userEvent.click(within(notice).getByRole('link', { name: 'Assinar agora' }));
    expect(router.state.location.pathname).toBe('/page/offers/p-extensivo');
  });

  it('hides the trial notice once a paid access is live, as the API does', async () => {
    await useTestLocale('pt-BR');
    renderPage(jsonResponse({ acessos: [trial, purchase] }));
    await screen.findByRole('heading', { name: purchase.produto });
    expect(screen.queryByTestId('freemium-notice')).not.toBeInTheDocument();
  });

  it('shows the freemium end date with the upgrade link, in English too', async () => {
    await useTestLocale('en');
    renderPage(jsonResponse({ acessos: [trial] }), {
      isFreemium: trial.data_fim_acesso ?? '',
      linkFreemium: 'https://foco.test/upgrade',
      linkCompra: null,
    });
    const notice = await screen.findByTestId('freemium-notice');
    const end = new Date(trial.data_fim_acesso ?? '');
    expect(notice).toHaveTextContent(
      `Your free access lasts until ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(end)}.`,
    );
    expect(within(notice).getByRole('link', { name: /Subscribe now/ })).toHaveAttribute(
      'href',
      'https://foco.test/upgrade',
    );
    expect(within(card(trial.produto)).getByText(format(end, 'P', { locale: enUS }))).toBeInTheDocument();
  });

  it('falls back to the live freemium access when the session has no freemium data', async () => {
    await useTestLocale('pt-BR');
    renderPage(jsonResponse({ acessos: [trial] }));
    const notice = await screen.findByTestId('freemium-notice');
    expect(notice).toHaveTextContent(format(new Date(trial.data_fim_acesso ?? ''), 'PPP', { locale: ptBR }));
  });

  it('offers the purchase link when there is no access yet', async () => {
    await useTestLocale('pt-BR');
    renderPage(jsonResponse({ acessos: [] }), { ...noSession, linkCompra: 'https://foco.test/planos' });
    expect(await screen.findByRole('heading', { name: 'Você ainda não tem acessos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Conhecer os planos/ })).toHaveAttribute(
      'href',
      'https://foco.test/planos',
    );
  });
});
