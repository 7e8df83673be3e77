/**
 * How long a session lasts after sign-in or its last refresh (sliding): the API sets the expiry, the web app
 * refreshes well before it (features/session/session-refresh.ts). Its own file, free of zod: the web app reads it
 * in the first paint, and a constant taken from a file that builds schemas would bring zod along.
 */
export const sessionLifetimeDays = 30;
