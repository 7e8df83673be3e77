/** Response headers of the course files. */

/** Covers never change under one name (a new picture gets a new name). */
export const immutableCache = 'public, max-age=31536000, immutable';

/** A handout is personal and access-checked: never stored by a cache. */
export const downloadCache = 'private, no-store';

/** The video is access-checked but large: the browser may keep it for an hour, shared caches never. */
export const videoCache = 'private, max-age=3600';

/** An SVG opened on its own runs no script and loads nothing; its inline styles still apply. */
export const svgContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'";

/** The bytes as sent (a Buffer skips serialisation); documented as a binary string. */
export const binaryBody = { type: 'string', format: 'binary' } as const;
