import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Lifetime in days; a session cookie when omitted. */
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, {
    expires: options.days,
    path: options.path ?? '/',
    sameSite: options.sameSite ?? 'Lax',
    secure: options.secure ?? false,
  });
}

export function removeCookie(name: string, path = '/'): void {
  Cookies.remove(name, { path });
}
