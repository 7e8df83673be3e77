/** The checkout's answer schemas, one chunk loaded once (with the first call). */
export const checkoutSchemas = () => import('./response-schemas.ts');
