/**
 * The clinical cases' pages for their routes. Home and /questoes import the in-progress links from their own file
 * (cases-in-progress-links.tsx), so their chunks do not carry these pages.
 */
export { CasesOverview } from './components/overview/cases-overview.tsx';
export { CaseFilterPage } from './components/filter/case-filter-page.tsx';
export { CasePage } from './components/case/case-page.tsx';
export { parseCaseFilterSearch, toCaseFilterSearch, type CaseFilterState } from './logic/filter-search.ts';
