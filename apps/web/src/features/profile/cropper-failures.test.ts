import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useTestLocale } from '../../lib/i18n/testing.ts';
import { cropperFailureMessageKey } from './cropper-failures.ts';

describe('cropperFailureMessageKey (spec §8, image cropper)', () => {
  it('tells the learner the image could not be opened when it fails to load', async () => {
    await useTestLocale('pt-BR');
    const key = cropperFailureMessageKey('load');
    expect(key).toBe('profile.avatar.errors.loadFailed');
    expect(i18n.t(key ?? '')).toBe('Não foi possível abrir esta imagem. Escolha um arquivo JPG, PNG ou WebP.');
  });

  it('has a translated message when the container cannot hold the cropper, and when cropping fails', async () => {
    await useTestLocale('en');
    expect(i18n.t(cropperFailureMessageKey('container') ?? '')).toMatch(/not enough room/);
    expect(i18n.t(cropperFailureMessageKey('crop') ?? '')).toMatch(/could not be cropped/);
  });

  it('only warns in the console when the orientation cannot be parsed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(cropperFailureMessageKey('orientation', 'bad EXIF')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/orientation/), 'bad EXIF');
  });
});
