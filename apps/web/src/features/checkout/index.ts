/** The purchase pages (/page/{uuid}/checkUser, /page/offer/{uuid}/checkout) for their routes. */
export { CheckUserPage } from './components/check-user-page.tsx';
export { CheckoutPage } from './components/checkout-page.tsx';
