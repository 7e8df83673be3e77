import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { initialSessionState, useSessionStore } from '../../../lib/session/session-store.ts';
import { routeFetch, sentBodies, sentCalls } from '../../../test/route-fetch.ts';
import { makeOfferDetail, offerUuid } from '../test/purchase-fixtures.ts';
import { renderPurchase } from '../test/purchase-test-render.tsx';
import { CheckUserPage } from './check-user-page.tsx';

const path = `/page/${offerUuid}/checkUser`;

describe('CheckUserPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState(initialSessionState);
  });

  it('asks the e-mail without saying whether an account exists, then goes on to the checkout with it', async () => {
    const fetchMock = routeFetch({
      [`/api/offers/${offerUuid}`]: jsonResponse(makeOfferDetail()),
      'POST /api/checkout/check-user': jsonResponse({ email: 'ana.souza@exemplo.com' }),
    });
    const { router } = renderPurchase(<CheckUserPage uuid={offerUuid} />, path);
    expect(await screen.findByText(/a compra fica na sua conta de qualquer forma/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Já tenho conta: entrar' })).toHaveAttribute(
      'href',
      `/auth/newLogin?redirect=${encodeURIComponent(`/page/offer/${offerUuid}/checkout`)}`,
    );
    await userEvent.type(screen.getByLabelText('E-mail'), 'Ana.Souza@exemplo.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/page/offer/${offerUuid}/checkout`));
    expect(sentBodies(fetchMock, 'POST', '/api/checkout/check-user')[0]).toEqual({
      email: 'ana.souza@exemplo.com',
      offer_uuid: offerUuid,
    });
    expect(useSessionStore.getState().selectedOffer).toEqual({
      uuid: offerUuid,
      email: 'ana.souza@exemplo.com',
      coupon: null,
    });
  });

  it('a bad e-mail is refused on the form, before any call', async () => {
    const fetchMock = routeFetch({ [`/api/offers/${offerUuid}`]: jsonResponse(makeOfferDetail()) });
    renderPurchase(<CheckUserPage uuid={offerUuid} />, path);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Digite um e-mail válido, como nome@exemplo.com.')).toBeInTheDocument();
    expect(sentCalls(fetchMock).some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('a signed-in learner skips the screen: straight to the checkout with their e-mail', async () => {
    useSessionStore.setState({ token: 't', logged: true, user: { email: 'carla@exemplo.com' } as never });
    routeFetch({ [`/api/offers/${offerUuid}`]: jsonResponse(makeOfferDetail()) });
    const { router } = renderPurchase(<CheckUserPage uuid={offerUuid} />, path);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/page/offer/${offerUuid}/checkout`));
    expect(useSessionStore.getState().selectedOffer?.email).toBe('carla@exemplo.com');
  });
});
