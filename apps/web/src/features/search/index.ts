export { ModuleSearchPage, type ModuleSearchPageProps } from './components/module-search-page.tsx';
export { SearchPage, type SearchPageProps } from './components/search-page.tsx';
export type { ModuleLayout } from './lesson-route.ts';
