import { AuthErrorPage } from '../features/auth/index.ts';

/** /erros/auth: the session ended or access was refused. */
export function AuthErrorRoute() {
  return <AuthErrorPage />;
}
