import { AuthChooserPage } from '../features/auth/index.ts';

/** /auth: Entrar, Criar conta or Receber link. */
export function AuthChooserRoute() {
  return <AuthChooserPage />;
}
