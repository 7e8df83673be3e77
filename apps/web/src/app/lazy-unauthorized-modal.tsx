import { lazy, Suspense } from 'react';
import { useSessionStore } from '../lib/session/session-store.ts';

const UnauthorizedModal = lazy(() =>
  import('../features/session/components/unauthorized-modal.tsx').then((module) => ({
    default: module.UnauthorizedModal,
  })),
);

/**
 * The simultaneous-access modal (spec §4) is loaded only when the session asks for it, keeping the dialog
 * library out of the first paint; once mounted it opens itself from the same session flag.
 */
export function LazyUnauthorizedModal({
  supportNumber,
  pathname,
}: {
  supportNumber: string | null | undefined;
  pathname: string;
}) {
  const requested = useSessionStore((state) => state.showUnauthorizedModal);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <UnauthorizedModal supportNumber={supportNumber} pathname={pathname} />
    </Suspense>
  );
}
