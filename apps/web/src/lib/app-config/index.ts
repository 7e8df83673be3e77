export { useAppConfig } from './app-config.ts';
