import type { Rolldown } from 'vite';

/** Module ids matching any of the patterns, written with `/` (which matches either path separator). */
const anyOf = (patterns: readonly string[]) =>
  new RegExp(patterns.map((pattern) => pattern.replaceAll('/', String.raw`[\\/]`)).join('|'));

/**
 * The libraries every screen needs, in one file: split into shared pieces by the lazy routes, they cost more
 * gzip (and requests) than together. Not the query library: only the pages behind the sign-in load it.
 */
const shellLibraries = anyOf([
  'node_modules/(react|react-dom|scheduler|zustand|js-cookie|clsx|use-sync-external-store)/',
  'node_modules/@tanstack/(react-router|router-core|history|store|react-store)/',
]);

/**
 * Lazy modules that the first paint of both the sign-in screen and the signed-in pages loads (the icon
 * runtime, the logo), and the UI primitives most pages use (button, progress bar), which would otherwise land in
 * the catalog's chunk and make every page load it: one chunk instead of one per set of routes that shares them.
 * Only an optimisation: a module left out becomes a small chunk of its own. Not the language, colour-mode and
 * sign-out controls: the signed-in header shows them only on a wide desktop and loads them there (issue 18).
 */
const sharedFirstPaint = anyOf([
  'node_modules/lucide-react/dist/esm/(?!icons/)',
  'src/components/ui/(ripple|button|progress-bar|external-link-button)\\.',
  'node_modules/@radix-ui/react-(slot|compose-refs)/',
  'src/lib/api/translate-error\\.',
  'src/lib/async/signed-in\\.',
  'src/app/layouts/(skip-link|app-scroller|preferences-menu)\\.',
  'src/features/branding/components/',
]);

/**
 * How the build groups modules into chunks, so that the first paint of the sign-in screen and of the
 * catalog (the learner's landing page) each need a handful of files rather than thirty small ones (each file
 * costs gzip and a request). A group takes the modules it names and what they import, unless a group of
 * higher priority took them first; the rest is split by the bundler as usual (one chunk per lazy route).
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'shell-vendor', test: shellLibraries, priority: 6 },
  // What the entry imports stays in the entry chunk (the other groups would otherwise take their share).
  { name: 'index', tags: ['$initial'], priority: 5 },
  { name: 'shell', test: sharedFirstPaint, priority: 4 },
  // Form helpers of the sign-in screens and the profile (not their zod schemas: loaded on demand).
  {
    name: 'forms',
    test: anyOf([
      'src/lib/forms/(use-light-form|lazy-zod-resolver|server-field-errors|field-error-text)\\.',
      'src/lib/async/use-action\\.',
    ]),
    priority: 3,
  },
  // The login screen in its layout (the other auth screens share its fields).
  {
    name: 'sign-in',
    test: anyOf(['src/routes/auth-new-login\\.', 'src/app/layouts/onboarding-layout\\.']),
    priority: 2,
  },
  // Every page behind the sign-in: the query library and the default layout. Not the parallel and infinite
  // observers: only the search and question pages use them (about 1.3 KB of gzip the landing page never runs);
  // nor the mutation hook and its observer, which the landing page never runs either (the pages that write load
  // them; that room let the header's assistant button in, issue 18).
  {
    name: 'signed-in',
    test: anyOf([
      'node_modules/@tanstack/(react-query|query-core)/build/modern/(?!useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver|useMutation|mutationObserver)',
      'src/lib/query/',
      'src/app/layouts/default-layout\\.',
    ]),
    priority: 2,
  },
  { name: 'catalog', test: anyOf(['src/routes/catalog\\.']), priority: 1 },
];
