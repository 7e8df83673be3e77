import { describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';

describe('cookies', () => {
  it('writes, reads and removes a cookie, keeping special characters intact', () => {
    writeCookie('greeting', 'olá; mundo', { days: 1 });
    expect(readCookie('greeting')).toBe('olá; mundo');
    removeCookie('greeting');
    expect(readCookie('greeting')).toBeUndefined();
  });

  it('sends lifetime, path and SameSite=Lax, and no Secure flag unless asked', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeCookie('i18n_redirected', 'en', { days: 365 });
    const written = String(set.mock.calls[0]?.[0]);
    expect(written).toMatch(/^i18n_redirected=en; /);
    expect(written).toContain('path=/');
    expect(written).toContain('sameSite=Lax');
    expect(written).not.toMatch(/secure/i);
    const expires = new Date(/expires=([^;]+)/.exec(written)?.[1] ?? '').getTime();
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);
  });

  it('answers undefined for a cookie that does not exist', () => {
    expect(readCookie('missing')).toBeUndefined();
  });
});
