export { AccessesPage, type AccessesPageProps } from './components/accesses-page.tsx';
