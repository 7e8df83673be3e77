import { useShallow } from 'zustand/react/shallow';
import { AccessesPage } from '../features/accesses/index.ts';
import { useSessionStore } from '../lib/session/session-store.ts';

/** /Acessos: the learner's accesses, with the session's freemium and purchase links. */
export function AccessesRoute() {
  const links = useSessionStore(
    useShallow(({ isFreemium, linkFreemium, linkCompra }) => ({ isFreemium, linkFreemium, linkCompra })),
  );
  return <AccessesPage {...links} />;
}
