export { SafeHtml } from './safe-html.tsx';
export { sanitizeHtml } from './sanitize-html.ts';
