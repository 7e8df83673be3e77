import { randomBytes } from 'node:crypto';
import type { FormatEnum, Metadata, SharpOptions } from 'sharp';

/** sharp (native, about a second to load on a busy box) loads on the first avatar, not at start-up. */
const loadSharp = async () => (await import('sharp')).default;
import { avatarInvalidImageError, avatarTooLargeError } from './profile.errors.ts';

/** Largest avatar upload accepted, in bytes (5 MB). */
export const avatarMaxBytes = 5 * 1024 * 1024;
/** Largest decoded size accepted (width × height): a small file can still decode to a huge bitmap. */
export const avatarMaxInputPixels = 40_000_000;
/** Stored avatars are square, at most this many pixels a side. */
export const avatarMaxSide = 512;
export const avatarWebpQuality = 82;

/** Detected by content, never by file name or declared type. */
const acceptedFormats: ReadonlySet<keyof FormatEnum> = new Set(['jpeg', 'png', 'webp']);

const inputOptions: SharpOptions = {
  limitInputPixels: avatarMaxInputPixels,
  // The default, stated: abort on any decoding warning (untrusted input).
  failOn: 'warning',
};

export interface ProcessedAvatar {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

function toAvatarError(error: unknown) {
  return isPixelLimitError(error)
    ? avatarTooLargeError(`Avatar image has more than ${avatarMaxInputPixels} pixels`)
    : avatarInvalidImageError(error);
}

async function readMetadata(input: Buffer): Promise<Metadata> {
  try {
    const sharp = await loadSharp();
    return await sharp(input, inputOptions).metadata();
  } catch (error) {
    throw toAvatarError(error);
  }
}

/**
 * Turns an uploaded picture into the stored avatar: refuses more than 5 MB, anything but JPEG,
 * PNG or WebP (by content) and more than 40 megapixels; applies the EXIF orientation; crops the
 * centre square and shrinks it to at most 512 px (never enlarges); re-encodes as WebP, which
 * drops every metadata block (EXIF with GPS position, XMP, IPTC, ICC).
 */
export async function processAvatarImage(input: Buffer): Promise<ProcessedAvatar> {
  if (input.byteLength > avatarMaxBytes) {
    throw avatarTooLargeError(`Avatar image is larger than ${avatarMaxBytes} bytes`);
  }
  const metadata = await readMetadata(input);
  if (!acceptedFormats.has(metadata.format)) {
    throw avatarInvalidImageError(new Error(`Unsupported image format: ${metadata.format}`));
  }
  const { width, height } = metadata.autoOrient;
  const side = Math.min(avatarMaxSide, width, height);
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(input, inputOptions)
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'centre', withoutEnlargement: true })
      .webp({ quality: avatarWebpQuality })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    throw toAvatarError(error);
  }
}

/** A fresh, unguessable storage key for an avatar: `avatars/<32 hex>.webp`. */
export function avatarFileName(): string {
  return `avatars/${randomBytes(16).toString('hex')}.webp`;
}
