import { getRouteApi } from '@tanstack/react-router';
import { lazy, type ComponentType } from 'react';
import { useSessionStore } from '../lib/session/session-store.ts';

/** The purchase pages, each loading its feature on demand (routes/coming-soon.tsx loads this file: offer-routes.ts). */
const OffersPage = lazy(() => import('../features/offers/index.ts').then((module) => ({ default: module.OffersPage })));
const CheckUserPage = lazy(() =>
  import('../features/checkout/index.ts').then((module) => ({ default: module.CheckUserPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/index.ts').then((module) => ({ default: module.CheckoutPage })),
);

const offersRoute = getRouteApi('/shell/page/offers/$id');
const checkUserRoute = getRouteApi('/shell/page/$id/checkUser');
const checkoutRoute = getRouteApi('/shell/page/offer/$uuid/checkout');

/** A product id (a uuid), or null: /page/offers/abc shows the not-found page without asking. */
const productId = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text) ? text : null;

/** /page/offers/{id}: the product's offers (public; a signed-in learner's "Comprar" skips the e-mail step). */
function OffersRoute() {
  const { id } = offersRoute.useParams();
  const signedIn = useSessionStore((state) => Boolean(state.token && state.user));
  return <OffersPage key={id} productId={productId(id)} signedIn={signedIn} />;
}

/** /page/{uuid}/checkUser: the buyer's e-mail first (public). */
function CheckUserRoute() {
  const { id } = checkUserRoute.useParams();
  return <CheckUserPage key={id} uuid={id} />;
}

/** /page/offer/{uuid}/checkout: the purchase (public; a session makes the order the learner's). */
function CheckoutRoute() {
  const { uuid } = checkoutRoute.useParams();
  return <CheckoutPage key={uuid} uuid={uuid} />;
}

const pages: Record<string, ComponentType> = {
  '/shell/page/offers/$id': OffersRoute,
  '/shell/page/$id/checkUser': CheckUserRoute,
  '/shell/page/offer/$uuid/checkout': CheckoutRoute,
};

/** The purchase page of the route `routeId` (one of the three above). */
export function PurchasePage({ routeId }: { routeId: string }) {
  const Page = pages[routeId];
  return Page ? <Page /> : null;
}
