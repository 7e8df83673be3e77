import { AppError } from '../../errors/app-error.ts';

/** Factories for the `profile.*` errors (the web app translates them by code). */

export const avatarTooLargeError = (message = 'Avatar image is too large') =>
  new AppError({ code: 'profile.avatar_too_large', statusCode: 413, message });

export const avatarInvalidImageError = (cause?: unknown) =>
  new AppError({
    code: 'profile.avatar_invalid_image',
    statusCode: 422,
    message: 'Avatar must be a JPEG, PNG or WebP image',
    cause,
  });
