export { configVariables, repoRoot, type ApiConfig } from './config-variables.ts';
export { ConfigError, describeConfigVariables, loadConfig } from './load-config.ts';
