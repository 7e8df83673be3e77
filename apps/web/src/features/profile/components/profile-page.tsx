import type { User } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { AvatarSection } from './avatar-section.tsx';
import { PendingAccountNotice } from './pending-account-notice.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileSkeleton } from './profile-skeleton.tsx';

export interface ProfilePageProps {
  /** The signed-in learner; null while it loads. */
  user: User | null;
  /** A saved profile or avatar: the caller stores the user the API answered. */
  onUserChange: (user: User) => void;
  /** "Entrar em outro dispositivo" and "Outras especialidades", composed by the route. */
  otherDevices?: ReactNode;
  otherVerticals?: ReactNode;
}

const card = 'p-4 sm:p-6';

/** /person: picture, personal data, the other ways in (QR code, other specialties) and a link to the accesses. */
export function ProfilePage({ user, onUserChange, otherDevices, otherVerticals }: ProfilePageProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl dark:text-gray-50">{t('profile.title')}</h1>
      {!user ? (
        <ProfileSkeleton />
      ) : (
        <>
          {user.status === 'pendente' ? <PendingAccountNotice email={user.email} /> : null}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
            <Card className={card}>
              <AvatarSection user={user} onUserChange={onUserChange} />
            </Card>
            <Card className={`${card} lg:col-start-2 lg:row-span-4 lg:row-start-1`}>
              <h2 id="profile-form-title" className="mb-4 text-lg font-semibold">
                {t('profile.form.title')}
              </h2>
              <ProfileForm user={user} onSaved={onUserChange} />
            </Card>
            {otherDevices ? <Card className={card}>{otherDevices}</Card> : null}
            {otherVerticals ? <Card className={card}>{otherVerticals}</Card> : null}
            <Link
              to="/Acessos"
              className="flex min-h-14 items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 font-semibold text-gray-900 hover:border-brand focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:border-gray-800 dark:bg-gray-900 dark:text-gray-50"
            >
              <Ticket aria-hidden="true" className="size-5" />
              <span className="flex-1">{t('profile.accessesLink')}</span>
              <ChevronRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
