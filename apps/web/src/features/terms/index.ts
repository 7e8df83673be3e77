export { useTerms } from './api/get-terms.ts';
export { TermsPage } from './components/terms-page.tsx';
