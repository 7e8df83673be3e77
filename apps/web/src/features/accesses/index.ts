export { AccessesPage } from './components/accesses-page.tsx';
