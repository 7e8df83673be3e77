import type { AlternateVerticalResponse, User, UserVertical } from '@members/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ProfilePage } from '../features/profile/index.ts';
import { QrLoginSection } from '../features/qr-login/index.ts';
import { getUser } from '../features/session/api/get-user.ts';
import { applyLoginResponse } from '../features/session/apply-login-response.ts';
import { useSessionStore } from '../lib/session/session-store.ts';
import { OtherVerticalsSection, verticalDestination } from '../features/verticals/index.ts';

const storeUser = (user: User) => useSessionStore.getState().update({ user });

/** /person: the profile, with the QR-code login and the other specialties composed in. */
export function PersonRoute() {
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A session stored without its user (an older app version): fetch it.
  const missing = useQuery({
    queryKey: ['user', 'me'],
    queryFn: ({ signal }) => getUser(signal),
    enabled: user === null,
  });
  useEffect(() => {
    if (missing.data && useSessionStore.getState().user === null) storeUser(missing.data.user);
  }, [missing.data]);

  const enterVertical = (response: AlternateVerticalResponse, vertical: UserVertical) => {
    applyLoginResponse(response, { security: false });
    queryClient.removeQueries({ queryKey: ['user'] });
    const destination = verticalDestination(vertical.medmember_url, window.location.origin, response.handoff_url);
    if (destination.kind === 'external') window.location.assign(destination.href);
    else void navigate({ href: destination.to });
  };

  return (
    <ProfilePage
      user={user}
      onUserChange={storeUser}
      otherDevices={<QrLoginSection />}
      otherVerticals={
        user ? (
          <OtherVerticalsSection email={user.email} confirmed={user.status === 'ativo'} onSignedIn={enterVertical} />
        ) : null
      }
    />
  );
}
