/**
 * The offers page's answer schema, loaded with its answer (`import()` of this file): the page paints without zod,
 * which comes while the call is in flight.
 */
export { productOffersResponseSchema } from '@members/contract';
