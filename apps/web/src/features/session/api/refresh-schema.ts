/** The refresh answer's contract schema, loaded with the answer (the refresher starts with the first paint). */
export { refreshResponseSchema } from '@members/contract';
