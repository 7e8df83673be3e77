export { fetchAppConfig, useAppConfig } from './app-config.ts';
