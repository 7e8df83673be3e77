export { isApiError } from './api-error.ts';
export { apiRequest } from './api-request.ts';
