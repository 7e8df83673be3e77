export * from './error-body-guard.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './host-patterns.ts';
export * from './tenancy.ts';
