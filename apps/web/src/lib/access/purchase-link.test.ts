import { describe, expect, it } from 'vitest';
import { isInAppLink } from './purchase-link.ts';

describe('isInAppLink', () => {
  it('opens our offers pages in the app and everything else as a site elsewhere', () => {
    expect(isInAppLink('/page/offers/5b0c3c1e-9a55-4c1b-8e0c-1f2a3b4c5d6e')).toBe(true);
    expect(isInAppLink('https://pay.hotmart.com/D1X')).toBe(false);
    expect(isInAppLink('//evil.example/page/offers/1')).toBe(false);
    expect(isInAppLink('/\\evil.example')).toBe(false);
    expect(isInAppLink('page/offers/1')).toBe(false);
  });
});
