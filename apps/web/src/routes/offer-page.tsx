import { getRouteApi } from '@tanstack/react-router';
import { OffersPage } from '../features/offers/index.ts';
import { useSessionStore } from '../lib/session/session-store.ts';

const route = getRouteApi('/shell/page/offers/$id');

/** A product id (a uuid), or null: /page/offers/abc shows the not-found page without asking. */
const productId = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text) ? text : null;

/** /page/offers/{id}: the product's offers (public; a signed-in learner's "Comprar" skips the e-mail step). */
export function OffersRoute() {
  const { id } = route.useParams();
  const signedIn = useSessionStore((state) => Boolean(state.token && state.user));
  return <OffersPage key={id} productId={productId(id)} signedIn={signedIn} />;
}
