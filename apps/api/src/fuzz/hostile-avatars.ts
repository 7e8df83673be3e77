import sharp from 'sharp';
import { avatarMaxBytes } from '../modules/profile/avatar-image.ts';
import {
  blackPng,
  deflatedZeros,
  exifSegment,
  ihdr,
  jpegClaiming,
  pngChunk,
  pngSignature,
  solid,
  withChunksAfterIhdr,
  withJpegSegment,
  webpClaiming,
} from './image-bytes.ts';

/**
 * One hostile avatar upload. `refused`: must answer 4xx. `either`: a real picture under its tricks, which may be
 * stored (then it must come out re-encoded) or refused, never a 5xx.
 */
export interface HostileAvatar {
  name: string;
  contentType: string;
  bytes: Buffer;
  outcome: 'refused' | 'either';
}

const text = (value: string) => Buffer.from(value, 'latin1');
const svgWithScript = text(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)"><script>alert(document.cookie)</script><rect width="64" height="64"/></svg>',
);
const zipHeader = text('PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000payload.html<script>alert(1)</script>');
const php = "<?php system($_GET['c']); ?>";

/** Two 32 px frames, red then blue. */
async function animatedWebp(): Promise<Buffer> {
  const frames = await Promise.all(['#ff0000', '#0000ff'].map((colour) => solid(32, 32, colour).png().toBuffer()));
  return sharp(frames, { join: { animated: true } })
    .webp({ loop: 0 })
    .toBuffer();
}

/** Every hostile file, built in memory (sharp for the real pictures, bytes by hand for the rest). */
export async function hostileAvatars(): Promise<HostileAvatar[]> {
  const jpeg = await solid(64, 48).jpeg().toBuffer();
  const png = await solid(64, 48).png().toBuffer();
  const webp = await solid(64, 48).webp().toBuffer();
  const half = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));
  const files: [string, string, Buffer | Promise<Buffer>, HostileAvatar['outcome']][] = [
    // Nothing, or almost nothing.
    ['zero bytes', 'image/png', Buffer.alloc(0), 'refused'],
    ['one byte', 'image/jpeg', Buffer.from([0xff]), 'refused'],
    ['a PNG signature alone', 'image/png', pngSignature, 'refused'],
    ['a JPEG start marker alone', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff]), 'refused'],
    ['a PNG header without data', 'image/png', Buffer.concat([pngSignature, ihdr(64, 64)]), 'refused'],
    // Truncated pictures.
    ['half a JPEG', 'image/jpeg', half(jpeg), 'refused'],
    ['half a PNG', 'image/png', half(png), 'refused'],
    ['half a WebP', 'image/webp', half(webp), 'refused'],
    // Decompression bombs and huge dimensions.
    ['a 400-megapixel PNG bomb (50 KB of deflated black)', 'image/png', blackPng(20_000, 20_000, 1), 'refused'],
    [
      'a PNG claiming 100000×100000 in its header',
      'image/png',
      Buffer.concat([pngSignature, ihdr(100_000, 100_000), png.subarray(33)]),
      'refused',
    ],
    ['a JPEG claiming 65000×65000 in its frame header', 'image/jpeg', jpegClaiming(jpeg, 65_000, 65_000), 'refused'],
    ['a WebP claiming 16383×16383 in its frame header', 'image/webp', webpClaiming(webp, 16_383, 16_383), 'refused'],
    ['a 36-megapixel PNG, under the pixel limit', 'image/png', blackPng(6_000, 6_000, 8), 'either'],
    ['a 1×30000 strip', 'image/png', solid(1, 30_000).png().toBuffer(), 'either'],
    [
      'a PNG with a 64 MB zTXt bomb',
      'image/png',
      deflatedZeros(64 << 20).then((zeros) =>
        withChunksAfterIhdr(png, pngChunk('zTXt', Buffer.concat([text('Comment\0\0'), zeros]))),
      ),
      'either',
    ],
    [
      'a PNG with a 64 MB iCCP bomb',
      'image/png',
      deflatedZeros(64 << 20).then((zeros) =>
        withChunksAfterIhdr(png, pngChunk('iCCP', Buffer.concat([text('icc\0\0'), zeros]))),
      ),
      'either',
    ],
    ['a JPEG padded past 5 MB', 'image/jpeg', Buffer.concat([jpeg, Buffer.alloc(avatarMaxBytes)]), 'refused'],
    // Scripts and other formats.
    ['an SVG with script, sent as PNG', 'image/png', svgWithScript, 'refused'],
    ['an SVG with script, sent as SVG', 'image/svg+xml', svgWithScript, 'refused'],
    ['HTML sent as JPEG', 'image/jpeg', text('<!doctype html><script>alert(1)</script>'), 'refused'],
    [
      'a PDF sent as JPEG',
      'image/jpeg',
      text('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF'),
      'refused',
    ],
    [
      'a GIFAR: a GIF header that is also JavaScript',
      'image/png',
      text('GIF89a/*\u0001\u0001\u0000\u0000*/=alert(1);//'),
      'refused',
    ],
    ['a GIF sent as GIF', 'image/gif', solid(16, 16).gif().toBuffer(), 'refused'],
    ['a GIF sent as PNG', 'image/png', solid(16, 16).gif().toBuffer(), 'refused'],
    ['a TIFF sent as JPEG', 'image/jpeg', solid(16, 16).tiff().toBuffer(), 'refused'],
    ['an AVIF sent as WebP', 'image/webp', solid(16, 16).avif().toBuffer(), 'refused'],
    ['a PNG with a broken CRC', 'image/png', withChunksAfterIhdr(png, pngChunk('tEXt', text('a\0b'), true)), 'either'],
    // Polyglots: real pictures carrying something else.
    ['a JPEG with a ZIP appended', 'image/jpeg', Buffer.concat([jpeg, zipHeader]), 'either'],
    [
      'a JPEG with a script in a comment segment',
      'image/jpeg',
      withJpegSegment(jpeg, 0xfe, text('<script>alert(1)</script>')),
      'either',
    ],
    [
      'a PNG with PHP in a tEXt chunk',
      'image/png',
      withChunksAfterIhdr(png, pngChunk('tEXt', text(`Comment\0${php}`))),
      'either',
    ],
    [
      'a PNG with HTML after IEND',
      'image/png',
      Buffer.concat([png, text('<html><script>alert(1)</script></html>')]),
      'either',
    ],
    // Wrong declared types for real pictures.
    ['a PNG sent as JPEG', 'image/jpeg', png, 'either'],
    ['a JPEG sent as WebP', 'image/webp', jpeg, 'either'],
    // EXIF tricks.
    [
      'a JPEG with EXIF orientation 6',
      'image/jpeg',
      solid(80, 40).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
      'either',
    ],
    [
      'a JPEG with orientation 9 (no such value)',
      'image/jpeg',
      withJpegSegment(jpeg, 0xe1, exifSegment([[0x0112, 9]])),
      'either',
    ],
    [
      'a JPEG whose EXIF directory points at itself',
      'image/jpeg',
      withJpegSegment(jpeg, 0xe1, exifSegment([[0x0112, 6]], 8)),
      'either',
    ],
    [
      'a JPEG whose EXIF entry claims 4 G values',
      'image/jpeg',
      withJpegSegment(jpeg, 0xe1, exifSegment([[0x0112, 3]], 0, 0xffffffff)),
      'either',
    ],
    [
      'a JPEG with GPS and a script in EXIF',
      'image/jpeg',
      solid(64, 64)
        .jpeg()
        .withExif({
          IFD0: { Artist: '<script>alert(1)</script>' },
          IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
        })
        .toBuffer(),
      'either',
    ],
    // Unusual but valid pictures.
    ['a CMYK JPEG', 'image/jpeg', solid(64, 64).toColourspace('cmyk').jpeg().toBuffer(), 'either'],
    [
      'a 16-bit PNG with alpha',
      'image/png',
      solid(64, 64).ensureAlpha(0.5).png().toColourspace('rgb16').toBuffer(),
      'either',
    ],
    ['an animated WebP', 'image/webp', animatedWebp(), 'either'],
  ];
  return Promise.all(
    files.map(async ([name, contentType, bytes, outcome]) => ({ name, contentType, bytes: await bytes, outcome })),
  );
}
