import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

const wideQuery = '(min-width: 80rem)'; // Tailwind's xl, from where the header shows these controls inline

const WideSignOut = lazy(() =>
  import('./wide-header-controls.tsx').then((module) => ({ default: module.WideSignOut })),
);
const WidePreferences = lazy(() =>
  import('./wide-header-controls.tsx').then((module) => ({ default: module.WidePreferences })),
);

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(wideQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * The signed-in header's wide-desktop controls ("Sair", language, colour mode), loaded and rendered once the
 * screen is wide (then kept, hidden by CSS on a narrower one): narrower screens have them in the preferences
 * sheet, so a phone no longer downloads them with the layout. That room is what let the assistant's button into
 * /courses' first paint within its budget (issue 18).
 */
export function LazyWideControls({ part }: { part: 'signOut' | 'preferences' }) {
  const wide = useSyncExternalStore(subscribe, () => window.matchMedia(wideQuery).matches);
  const [shown, setShown] = useState(wide);
  if (wide && !shown) setShown(true); // derived during render: once wide, kept
  if (!shown) return null;
  return <Suspense fallback={null}>{part === 'signOut' ? <WideSignOut /> : <WidePreferences />}</Suspense>;
}
