import type { User } from '@members/contract';
import { lazy, Suspense } from 'react';

const PendingAccountBanner = lazy(() =>
  import('../../features/auth/components/pending-account-banner.tsx').then((module) => ({
    default: module.PendingAccountBanner,
  })),
);

/**
 * "Confirme seu e-mail" for an unconfirmed (`pendente`) account, loaded only for one: most learners never see it,
 * and its code and icon were the room the header's assistant button needed in /courses' first-paint budget.
 */
export function LazyPendingAccountBanner({ user }: { user: Pick<User, 'status' | 'email'> | null }) {
  if (user?.status !== 'pendente') return null;
  return (
    <Suspense fallback={null}>
      <PendingAccountBanner user={user} />
    </Suspense>
  );
}
