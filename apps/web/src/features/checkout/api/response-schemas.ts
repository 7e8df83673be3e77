/**
 * The checkout's answer schemas, loaded with the first answer (`import()` of this file): the pages paint without
 * zod, which comes while the call is in flight.
 */
export {
  checkUserResponseSchema,
  offerDetailResponseSchema,
  orderViewSchema,
  sandboxCardTokenResponseSchema,
} from '@members/contract';
