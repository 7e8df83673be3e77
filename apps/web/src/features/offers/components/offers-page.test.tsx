import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { installmentOptions, type ProductOffersResponse } from '@members/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { setLocale } from '../../../lib/i18n/index.ts';
import { OffersPage } from './offers-page.tsx';

const productId = '3f0c8a52-6a1e-4d3b-9a43-7f2b1c9e0d11';
const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

const answer: ProductOffersResponse = {
  product: {
    id: productId,
    name: 'Extensivo Residência Médica R1',
    description: 'Preparação completa para as provas de acesso direto.',
    courses: [{ uuid: 'c1', name: 'Clínica Médica para R1' }],
    areas: ['questions', 'simulados', 'flashcards', 'clinical_cases', 'planner'],
    access: { kind: 'days', days: 365 },
  },
  offers: [
    {
      uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      name: 'Anual à vista ou em 12×',
      product_id: productId,
      list_price_cents: 199_990,
      price_cents: 199_990,
      coupon_applied: null,
      installments: installmentOptions(199_990, 12, 12, 0),
      payment_methods: ['pix', 'boleto', 'card'],
      guarantee_days: 7,
      subscription_period: null,
      highlights: ['Banco com questões comentadas das principais bancas'],
      sale: { channel: 'here' },
    },
    {
      uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
      name: 'Assinatura mensal',
      product_id: productId,
      list_price_cents: 24_990,
      price_cents: 24_990,
      coupon_applied: null,
      installments: installmentOptions(24_990, 12, 3, 199).slice(0, 12),
      payment_methods: ['card'],
      guarantee_days: 7,
      subscription_period: 'monthly',
      highlights: [],
      sale: { channel: 'hotmart', checkout_url: 'https://pay.hotmart.com/X12345' },
    },
  ],
};

function renderOffers(page: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <Outlet />
      </QueryClientProvider>
    ),
  });
  const pageRoute = createRoute({ getParentRoute: () => root, path: '/page/offers/$id', component: () => page });
  const rest = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([pageRoute, rest]),
    history: createMemoryHistory({ initialEntries: [`/page/offers/${productId}`] }),
  });
  render(<RouterProvider router={router} />);
}

describe('OffersPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLocale('pt-BR');
  });

  it('shows what the product includes and each offer with its price, installments, period and guarantee', async () => {
    mockFetch(jsonResponse(answer));
    renderOffers(<OffersPage productId={productId} signedIn={false} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Extensivo Residência Médica R1' })).toBeVisible();
    for (const text of [
      'Clínica Médica para R1',
      'Banco de questões',
      'Simulados',
      'Casos clínicos',
      'Planner de estudos',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('product-access')).toHaveTextContent('Acesso por 365 dias');
    const [annual, monthly] = screen.getAllByTestId('offer-card');
    const annualCard = within(annual as HTMLElement);
    expect(nbsp(annualCard.getByTestId('offer-price').textContent)).toBe('R$ 1.999,90');
    expect(nbsp(annualCard.getByTestId('offer-installments').textContent)).toBe('ou 12× de R$ 166,66 sem juros');
    expect(annualCard.getByText('Garantia de 7 dias')).toBeInTheDocument();
    expect(annualCard.getByRole('link', { name: 'Comprar agora' })).toHaveAttribute(
      'href',
      '/page/7c9e6679-7425-40de-944b-e07fc1f90ae7/checkUser',
    );
    const monthlyCard = within(monthly as HTMLElement);
    expect(nbsp(monthlyCard.getByTestId('offer-price').textContent)).toBe('R$ 249,90por mês');
    expect(nbsp(monthlyCard.getByTestId('offer-installments').textContent)).toMatch(
      /^ou 12× de R\$ \d+,\d{2} com juros \(total R\$ \d+,\d{2}\)$/,
    );
    expect(monthlyCard.getByRole('link', { name: 'Comprar na Hotmart' })).toHaveAttribute(
      'href',
      'https://pay.hotmart.com/X12345',
    );
  });

  it('in English the prices read R$1,999.90; a signed-in learner goes straight to the checkout', async () => {
    await setLocale('en');
    mockFetch(jsonResponse(answer));
    renderOffers(<OffersPage productId={productId} signedIn />);
    const [annual] = await screen.findAllByTestId('offer-card');
    const card = within(annual as HTMLElement);
    expect(card.getByTestId('offer-price')).toHaveTextContent('R$1,999.90');
    expect(card.getByTestId('offer-installments')).toHaveTextContent('or 12× R$166.66 interest-free');
    expect(card.getByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      '/page/offer/7c9e6679-7425-40de-944b-e07fc1f90ae7/checkout',
    );
  });

  it('an unknown product (404) or an id that is none is a friendly not-found page', async () => {
    const fetchMock = mockFetch(
      jsonResponse({ error: { code: 'offers.product_not_found', message: 'Not found' } }, 404),
    );
    renderOffers(<OffersPage productId={productId} signedIn={false} />);
    expect(await screen.findByRole('heading', { name: 'Produto não encontrado' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
