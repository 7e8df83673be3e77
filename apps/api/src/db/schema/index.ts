export * from './producers.ts';
export * from './verticals.ts';
