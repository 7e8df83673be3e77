import { cropperPreviewMaxSide, cropperRoundResults } from './cropper-settings.ts';

/** WebP where the browser can encode it (the server re-encodes anyway), else JPEG. */
const outputQuality = 0.9;

/**
 * Side of the square result for a crop of `width × height` image pixels: whole pixels, never
 * larger than the crop itself nor than the 1024 px cap, at least 1.
 */
export function squareOutputSide({ width, height }: { width: number; height: number }): number {
  const side = Math.min(width, height, cropperPreviewMaxSide);
  return Math.max(1, cropperRoundResults ? Math.round(side) : side);
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, outputQuality));
}

/** Encodes the cropped canvas: WebP, or JPEG where WebP encoding is unsupported (canvas falls back to PNG). */
export async function canvasToAvatarBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  const webp = await toBlob(canvas, 'image/webp');
  if (webp?.type === 'image/webp') return webp;
  const jpeg = await toBlob(canvas, 'image/jpeg');
  if (!jpeg) throw new Error('The cropped image could not be encoded');
  return jpeg;
}
