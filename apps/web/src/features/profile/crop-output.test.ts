import { describe, expect, it, vi } from 'vitest';
import { canvasToAvatarBlob, squareOutputSide } from './crop-output.ts';

/** A canvas whose encoder supports only the given types (others fall back to PNG, as browsers do). */
function fakeCanvas(supported: string[], fail = false) {
  const toBlob = vi.fn((callback: BlobCallback, type?: string) => {
    const encoded = type && supported.includes(type) ? type : 'image/png';
    callback(fail ? null : new Blob(['pixels'], { type: encoded }));
  });
  return { canvas: { toBlob } as unknown as HTMLCanvasElement, toBlob };
}

describe('squareOutputSide', () => {
  it('keeps whole pixels of the crop, capped at 1024', () => {
    expect(squareOutputSide({ width: 300.4, height: 300.4 })).toBe(300);
    expect(squareOutputSide({ width: 640.6, height: 641 })).toBe(641);
    expect(squareOutputSide({ width: 4000, height: 4000 })).toBe(1024);
    expect(squareOutputSide({ width: 1024, height: 1024 })).toBe(1024);
  });

  it('never enlarges past the shorter side, and is at least 1', () => {
    expect(squareOutputSide({ width: 500, height: 498 })).toBe(498);
    expect(squareOutputSide({ width: 0.2, height: 0.2 })).toBe(1);
  });
});

describe('canvasToAvatarBlob', () => {
  it('encodes WebP where the browser can', async () => {
    const { canvas, toBlob } = fakeCanvas(['image/webp', 'image/jpeg']);
    const blob = await canvasToAvatarBlob(canvas);
    expect(blob.type).toBe('image/webp');
    expect(toBlob).toHaveBeenCalledTimes(1);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/webp', 0.9);
  });

  it('falls back to JPEG when WebP comes back as PNG (no WebP encoder)', async () => {
    const { canvas, toBlob } = fakeCanvas(['image/jpeg']);
    expect((await canvasToAvatarBlob(canvas)).type).toBe('image/jpeg');
    expect(toBlob).toHaveBeenLastCalledWith(expect.any(Function), 'image/jpeg', 0.9);
  });

  it('rejects when nothing can be encoded', async () => {
    await expect(canvasToAvatarBlob(fakeCanvas([], true).canvas)).rejects.toThrow(/could not be encoded/);
  });
});
