export { ApiError, clientErrorCodes, isApiError } from './api-error.ts';
export { apiBaseUrl, apiRequest, buildApiUrl, type ApiRequestOptions, type QueryValue } from './api-request.ts';
export { getAppId } from './app-id.ts';
export { translateError } from './translate-error.ts';
export { handleUnauthorized, loggedOutMarkerKey, userCookieName } from './unauthorized.ts';
