import type { User } from '@members/contract';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/toast/show-toast.tsx';
import { useAvatarMutation } from '../api/post-avatar.ts';
import { profileErrorText } from '../profile-error-text.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** Picture, name and e-mail; "Trocar foto" → crop → upload (spinner over the picture meanwhile, then a toast). */
export function AvatarSection({ user, onUserChange }: { user: User; onUserChange: (user: User) => void }) {
  const { t } = useTranslation();
  const upload = useAvatarMutation();
  const send = (picture: Blob) =>
    upload.mutate(picture, {
      onSuccess: ({ user: saved }) => {
        onUserChange(saved);
        showToast({ message: t('profile.avatar.saved') });
      },
      onError: (error) => showToast({ message: profileErrorText(t, error), type: 'error', duration: 6000 }),
    });

  return (
    <section aria-labelledby="avatar-title" aria-busy={upload.isPending || undefined} className="flex flex-col gap-4">
      <h2 id="avatar-title" className="sr-only">
        {t('profile.avatar.title')}
      </h2>
      <div className="flex items-center gap-4">
        <div className="relative">
          <UserAvatar user={user} />
          {upload.isPending ? (
            <div className="absolute inset-0 flex items-center justify-center rounded-full bg-black/60 text-white">
              <Spinner label={t('profile.avatar.uploading')} />
            </div>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col">
          <p className="text-lg font-semibold break-words text-gray-900 dark:text-gray-50">
            {user.apelido || user.nome}
          </p>
          <p className="text-sm break-all text-gray-600 dark:text-gray-300">{user.email}</p>
        </div>
      </div>
      <AvatarPicker onUpload={send} disabled={upload.isPending} />
      {upload.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {profileErrorText(t, upload.error)}
        </p>
      ) : null}
    </section>
  );
}
