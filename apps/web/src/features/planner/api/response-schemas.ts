/**
 * The schemas of the planner's calls that home's chunk makes, loaded with their answers (`import()` of this file):
 * a dynamic `import('@members/contract')` would need the contract's whole namespace, which pulls every schema (and
 * zod) into the entry chunk, since first-paint code imports the contract's zod-free constants statically.
 */
export { activityStartSchema, plannerTodaySchema } from '@members/contract';
