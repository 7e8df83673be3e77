import { createDeflate, crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Pictures and broken pictures built byte by byte, for the hostile avatar uploads. */

export const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data, CRC of type and data (`badCrc` flips it). */
export function pngChunk(type: string, data: Buffer, badCrc = false): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((crc32(Buffer.concat([head.subarray(4), data])) ^ (badCrc ? 0xffffffff : 0)) >>> 0);
  return Buffer.concat([head, data, crc]);
}

export function ihdr(width: number, height: number, bitDepth = 8, colorType = 0): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(bitDepth, 8);
  data.writeUInt8(colorType, 9);
  return pngChunk('IHDR', data);
}

/** `total` zero bytes deflated, written in slices so the test never holds them all. */
export async function deflatedZeros(total: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const slice = Buffer.alloc(1 << 20);
  for (let left = total; left > 0; left -= slice.length) {
    if (!deflate.write(left >= slice.length ? slice : slice.subarray(0, left))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/** A grayscale PNG of the given size whose pixels are all black: its data deflates about a thousand to one. */
export async function blackPng(width: number, height: number, bitDepth: 1 | 8): Promise<Buffer> {
  const rowBytes = 1 + Math.ceil((width * bitDepth) / 8);
  const data = await deflatedZeros(rowBytes * height);
  return Buffer.concat([
    pngSignature,
    ihdr(width, height, bitDepth),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Inserts chunks right after IHDR (signature 8 bytes, IHDR chunk 25 bytes). */
export function withChunksAfterIhdr(png: Buffer, ...chunks: Buffer[]): Buffer {
  return Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
}

export const solid = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } });

/** The offset of a JPEG marker (0xFF, code) in the bytes, or -1. */
export function jpegMarker(jpeg: Buffer, code: number): number {
  for (let at = 2; at < jpeg.length - 1; at += 1) if (jpeg[at] === 0xff && jpeg[at + 1] === code) return at;
  return -1;
}

/** A JPEG whose frame header (SOF0) claims another size than its data holds. */
export function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  const sof = jpegMarker(copy, 0xc0);
  copy.writeUInt16BE(height, sof + 5);
  copy.writeUInt16BE(width, sof + 7);
  return copy;
}

/** A JPEG segment (marker, 2-byte length, data) put right after the SOI. */
export function withJpegSegment(jpeg: Buffer, code: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, code, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, data, jpeg.subarray(2)]);
}

/** An APP1 EXIF block (little-endian TIFF) with one IFD of the given 16-bit entries, its next-IFD offset as given. */
export function exifSegment(entries: [tag: number, value: number][], nextIfd = 0, count = 1): Buffer {
  const tiff = Buffer.alloc(8 + 2 + entries.length * 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, value], index) => {
    const at = 10 + index * 12;
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(3, at + 2); // SHORT
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt16LE(value, at + 8);
  });
  tiff.writeUInt32LE(nextIfd, 10 + entries.length * 12);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** A WebP whose VP8 frame header claims another size (14 bits a side) than its data holds. */
export function webpClaiming(webp: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(webp);
  const start = copy.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  copy.writeUInt16LE(width & 0x3fff, start + 3);
  copy.writeUInt16LE(height & 0x3fff, start + 5);
  return copy;
}
