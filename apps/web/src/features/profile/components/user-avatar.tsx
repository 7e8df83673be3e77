import type { User } from '@members/contract';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useAvatarPicture } from '../api/avatar-picture.ts';
import { initialsOf } from '../initials.ts';

/** The learner's picture, or their initials on the brand colour when there is none (or until it has arrived). */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<User, 'nome' | 'image_path_avatar'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const src = useAvatarPicture(user.image_path_avatar);
  const shape = cn('size-24 shrink-0 rounded-full', className);
  if (src) {
    return (
      <img
        src={src}
        alt={t('profile.avatar.alt', { name: user.nome })}
        width={96}
        height={96}
        className={cn(shape, 'bg-gray-100 object-cover dark:bg-gray-800')}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={t('profile.avatar.initials', { name: user.nome })}
      className={cn(shape, 'inline-flex items-center justify-center bg-brand text-3xl font-bold text-brand-foreground')}
    >
      <span aria-hidden="true">{initialsOf(user.nome)}</span>
    </span>
  );
}
