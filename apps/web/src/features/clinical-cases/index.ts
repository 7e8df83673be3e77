export { CasesOverview } from './components/overview/cases-overview.tsx';
export { CaseFilterPage } from './components/filter/case-filter-page.tsx';
export { CasePage } from './components/case/case-page.tsx';
export { CasesInProgressLinks } from './components/overview/cases-in-progress-links.tsx';
export { parseCaseFilterSearch, toCaseFilterSearch, type CaseFilterState } from './logic/filter-search.ts';
