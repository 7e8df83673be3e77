/** The offers page (/page/offers/{id}) for its route. */
export { OffersPage } from './components/offers-page.tsx';
