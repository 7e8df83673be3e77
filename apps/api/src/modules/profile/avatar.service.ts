import type { User } from '@members/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { notFoundError } from '../../errors/common.errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { toUser } from '../users/user.mappers.ts';
import { currentTermsVersion, updateUser } from '../users/users.repository.ts';
import { avatarFileName, processAvatarImage } from './avatar-image.ts';

/** Where a stored avatar is served (avatar-files.routes.ts); `image_path_avatar` holds this path. */
export const avatarUrlPrefix = '/api/files/avatars/';

export interface AvatarDeps {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * Re-encodes the picture without metadata, stores it under a generated name, points the user at it (updateUser
 * forgets their cached sessions) and deletes the previous one (a failed delete is only logged).
 */
export async function replaceAvatar(
  { db, storage, log }: AvatarDeps,
  producerId: string,
  user: UserRow,
  image: Buffer,
): Promise<User> {
  const avatar = await processAvatarImage(image);
  const key = avatarFileName();
  await storage.put(key, avatar.data, avatar.contentType);
  const updated = await updateUser(db, producerId, user.id, {
    image_path_avatar: `${avatarUrlPrefix}${key.slice('avatars/'.length)}`,
  });
  const previous = user.image_path_avatar;
  if (previous?.startsWith(avatarUrlPrefix)) {
    await storage.delete(`avatars/${previous.slice(avatarUrlPrefix.length)}`).catch((error: unknown) => {
      log.warn({ err: error }, 'previous avatar could not be deleted');
    });
  }
  return toUser(updated, await currentTermsVersion(db, producerId));
}

/** The storage key of an avatar by its file name (the route checked the name's form). */
export const avatarKey = (name: string) => `avatars/${name}`;

export const avatarNotFoundError = () => notFoundError('Avatar not found');
