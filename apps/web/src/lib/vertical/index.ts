export { resolveVertical } from './resolve-vertical.ts';
