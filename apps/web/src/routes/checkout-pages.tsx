import { getRouteApi } from '@tanstack/react-router';
import { CheckoutPage, CheckUserPage } from '../features/checkout/index.ts';

const checkUserRoute = getRouteApi('/shell/page/$id/checkUser');
const checkoutRoute = getRouteApi('/shell/page/offer/$uuid/checkout');

/** /page/{uuid}/checkUser: the buyer's e-mail first (public). */
export function CheckUserRoute() {
  const { id } = checkUserRoute.useParams();
  return <CheckUserPage key={id} uuid={id} />;
}

/** /page/offer/{uuid}/checkout: the purchase (public; a session makes the order the learner's). */
export function CheckoutRoute() {
  const { uuid } = checkoutRoute.useParams();
  return <CheckoutPage key={uuid} uuid={uuid} />;
}
