/**
 * The pages whose last screen is kept for the learner's next visit (public/start-after-paint.js paints it before the
 * bundle): each area's main page, the ones a learner opens first. Not an exam, a lesson or a form: a stale copy of
 * those could mislead, and they are reached from these.
 */
const lastScreenPaths = [
  /^\/courses$/,
  /^\/questoes$/,
  /^\/questoes\/filtro$/,
  /^\/flashcards$/,
  /^\/casos-clinicos$/,
  /^\/planner\/[^/]+\/activities$/,
];

export const keepsLastScreen = (pathname: string): boolean => lastScreenPaths.some((path) => path.test(pathname));

/** The localStorage key public/start-after-paint.js reads: `{ [pathname]: SavedScreen }`. */
export const lastScreensKey = 'last-screens';

/** What public/start-after-paint.js needs to paint a page as the learner last saw it. */
export interface SavedScreen {
  /** The signed-in user's id: another learner's screen is never painted. */
  user: string;
  /** The build's stylesheet: a screen saved by another build may use classes this one lacks. */
  stylesheet: string;
  dark: boolean;
  html: string;
  savedAt: number;
}

/** At most this many pages are kept, the most recently saved. */
export const keptScreens = 6;

/** A page's markup larger than this is not kept (localStorage holds about 5 MB for everything). */
export const maxScreenChars = 400_000;
