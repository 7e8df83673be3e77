export { getTerms, termsQueryOptions, useTerms } from './api/get-terms.ts';
export { postTermsAccept, useTermsAcceptMutation } from './api/post-terms-accept.ts';
export { TermsPage, paragraphsOf, type TermsPageProps } from './components/terms-page.tsx';
