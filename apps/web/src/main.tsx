import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReload } from './app/chunk-reload.ts';
import { keepFirstScreen } from './app/first-screen.ts';
import { appRouter } from './app/app-router.ts';
import { warmFirstLocation } from './app/warm-first-location.ts';
import { AppProviders } from './app/providers.tsx';
import { initColorMode } from './lib/color-mode/index.ts';
import { initI18n } from './lib/i18n/index.ts';
import './app/styles.css';

installChunkReload();
initColorMode();
void initI18n(); // start loading the catalog before the first render

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
const mount = keepFirstScreen(container);
const root = createRoot(mount);
// A transition renders in slices of a few milliseconds, so the boot does not block a phone's main thread for
// one long task (issue 19: total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
});
// The router is built in a task of its own, after the entry's (app/app-router.ts); in the next, it starts
// downloading what the first location shows (app/warm-first-location.ts: a modulepreload link for each of the
// page's chunks). Together they were one task of 100-540 ms on a phone's CPU (issue 19: total blocking time).
setTimeout(() => {
  const router = appRouter();
  setTimeout(() => warmFirstLocation(router, window.location.pathname), 0);
}, 0);
// The learner's last screen of each area, kept for the next visit (public/start-after-paint.js paints it before the
// bundle). Loaded once the first page is under way: nothing of it is needed for the first paint.
setTimeout(() => {
  void import('./app/last-screen/save-last-screen.ts').then(({ startSavingLastScreens }) => {
    startSavingLastScreens(mount);
  });
}, 1_000);
