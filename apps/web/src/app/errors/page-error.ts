/** An error with an HTTP-like status that the fallback error screen shows (spec §2, §8). */
export class PageError extends Error {
  readonly status: number;
  readonly fatal: boolean;

  constructor(status: number, message: string, options: { fatal?: boolean } = {}) {
    super(message);
    this.name = 'PageError';
    this.status = status;
    this.fatal = options.fatal ?? false;
  }
}

/**
 * The fatal 404 of spec §5, §8: 'Page Not Found: {path}'. The message is for the console: the screen says it
 * in the learner's language, inside the layout.
 */
export function pageNotFound(path: string): PageError {
  return new PageError(404, `Page Not Found: ${path}`, { fatal: true });
}
