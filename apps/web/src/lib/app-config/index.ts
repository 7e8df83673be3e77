export { appConfigQueryKey, appConfigQueryOptions, fetchAppConfig } from './app-config.ts';
