import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { avatarFileName, avatarMaxBytes, processAvatarImage } from './avatar-image.ts';

const solid = (width: number, height: number, background = '#1e7a46') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A JPEG carrying camera and GPS EXIF (IFD3 is the GPS directory). */
const jpegWithGps = () =>
  solid(640, 480)
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Copyright: 'Dra. Ana' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();

/** A valid 1×1 PNG whose header claims 10000×10000 pixels (a decompression bomb's header). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // IHDR type + data, then its CRC
  return png;
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('processAvatarImage', () => {
  it('turns a large PNG into a 512 px square WebP', async () => {
    const result = await processAvatarImage(await solid(1200, 800).png().toBuffer());
    expect(result).toMatchObject({ contentType: 'image/webp', width: 512, height: 512 });
    const meta = await sharp(result.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('accepts a JPEG and a WebP, and never enlarges a small picture', async () => {
    const fromJpeg = await processAvatarImage(await solid(300, 200).jpeg().toBuffer());
    expect(fromJpeg).toMatchObject({ width: 200, height: 200 });
    const fromWebp = await processAvatarImage(await solid(64, 64).webp().toBuffer());
    expect(fromWebp).toMatchObject({ width: 64, height: 64 });
    expect((await sharp(fromWebp.data).metadata()).format).toBe('webp');
  });

  it('strips EXIF (GPS position included) and every other metadata block', async () => {
    const input = await jpegWithGps();
    const inputExif = (await sharp(input).metadata()).exif;
    expect(inputExif?.toString('latin1')).toContain('TestCam');
    expect(inputExif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPS IFD pointer tag 0x8825

    const { data } = await processAvatarImage(input);
    const meta = await sharp(data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(data.includes(Buffer.from('EXIF'))).toBe(false);
    expect(data.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('applies the EXIF orientation before cropping', async () => {
    // 40×20: red left half, blue right half; orientation 6 shows it turned 90° clockwise (red on top).
    const input = await solid(20, 20, '#ff0000')
      .extend({ right: 20, background: '#0000ff' })
      .jpeg({ quality: 100 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { data, width, height } = await processAvatarImage(input);
    expect({ width, height }).toEqual({ width: 20, height: 20 });
    const pixels = await sharp(data).raw().toBuffer();
    const at = (x: number, y: number) => [...pixels.subarray((y * 20 + x) * 3, (y * 20 + x) * 3 + 3)];
    const [topRed, , topBlue] = at(10, 2) as [number, number, number];
    const [bottomRed, , bottomBlue] = at(10, 17) as [number, number, number];
    expect(topRed).toBeGreaterThan(topBlue);
    expect(bottomBlue).toBeGreaterThan(bottomRed);
  });

  it.each([
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    ],
    ['a text file named .jpg', Buffer.from('not really a picture.jpg\n')],
    ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256))],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with profile.avatar_invalid_image (422)', async (_name, input) => {
    const error = await rejection(processAvatarImage(input));
    expect(error).toMatchObject({ code: 'profile.avatar_invalid_image', statusCode: 422 });
  });

  it('refuses a GIF, a TIFF and an AVIF: only JPEG, PNG and WebP', async () => {
    for (const input of [
      await solid(8, 8).gif().toBuffer(),
      await solid(8, 8).tiff().toBuffer(),
      await solid(8, 8).avif().toBuffer(),
    ]) {
      const error = await rejection(processAvatarImage(input));
      expect(error.code).toBe('profile.avatar_invalid_image');
    }
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await solid(200, 200).jpeg().toBuffer();
    const error = await rejection(processAvatarImage(jpeg.subarray(0, jpeg.length / 2)));
    expect(error.code).toBe('profile.avatar_invalid_image');
  });

  it('refuses more than 5 MB with profile.avatar_too_large (413) before decoding', async () => {
    const error = await rejection(processAvatarImage(Buffer.alloc(6 * 1024 * 1024)));
    expect(error).toMatchObject({ code: 'profile.avatar_too_large', statusCode: 413 });
    const justOver = await rejection(processAvatarImage(Buffer.alloc(avatarMaxBytes + 1)));
    expect(justOver.code).toBe('profile.avatar_too_large');
  });

  it('refuses a picture of more than 40 megapixels with profile.avatar_too_large', async () => {
    const error = await rejection(processAvatarImage(await pngClaiming(10_000, 10_000)));
    expect(error).toMatchObject({ code: 'profile.avatar_too_large', statusCode: 413 });
  });
});

describe('avatarFileName', () => {
  it('is a fresh avatars/<32 hex>.webp key each time', () => {
    const names = new Set(Array.from({ length: 50 }, () => avatarFileName()));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(/^avatars\/[0-9a-f]{32}\.webp$/);
  });
});
