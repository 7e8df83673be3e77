export { configVariables, repoRoot, type ApiConfig } from './config-variables.ts';
export { ConfigError, describeConfigVariables, loadConfig, type Environment } from './load-config.ts';
