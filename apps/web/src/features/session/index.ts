export { LogoutButton } from './components/logout-button.tsx';
