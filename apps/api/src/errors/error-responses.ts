import { errorBodySchema } from '@members/contract';

/** Response schemas every API route shares (documents the error body in OpenAPI). */
export const errorResponses = {
  '4xx': errorBodySchema.describe('Client error: `code` says what went wrong'),
  '5xx': errorBodySchema.describe('Server error: generic message, details in the server log'),
} as const;
