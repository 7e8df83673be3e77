import { Outlet, useLocation } from '@tanstack/react-router';
import { useSignedOutNotice } from '../features/session/signed-out-notice.ts';
import { LazyUnauthorizedModal } from './lazy-unauthorized-modal.tsx';
import { useShell } from './shell-context.ts';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * The root route's component: what every screen has, fatal error screens included (document title,
 * simultaneous-access modal, the "Você saiu." after a sign-out). Layouts live one level down (AppShell),
 * so an error that breaks the shell replaces them; route errors and the 404 show inside the layout.
 */
export function RootShell() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const { producer } = useShell();
  useDocumentTitle();
  useSignedOutNotice();
  return (
    <>
      <Outlet />
      <LazyUnauthorizedModal supportNumber={producer?.app_numero_suporte} pathname={pathname} />
    </>
  );
}
