/**
 * The answers of the sign-in screens, parsed with the contract. Loaded on demand (see ./load-schema.ts):
 * these screens are first paints, and their forms load zod on the first validation as well.
 */
export { acceptedResponseSchema, loginResponseSchema } from '@members/contract';
