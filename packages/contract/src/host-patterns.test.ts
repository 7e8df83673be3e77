import { describe, expect, it } from 'vitest';
import { findByHost, hostMatchesPattern, stripPort } from './host-patterns.ts';

describe('host patterns', () => {
  it('matches an exact host, ignoring port and case', () => {
    expect(hostMatchesPattern('Oftalmologia.localhost:3000', 'oftalmologia.localhost')).toBe(true);
    expect(hostMatchesPattern('ortopedia.localhost', 'oftalmologia.localhost')).toBe(false);
  });
  it('matches one or more labels for a leading wildcard, never the bare suffix', () => {
    expect(hostMatchesPattern('acme.oftalmologia.localhost', '*.oftalmologia.localhost')).toBe(true);
    expect(hostMatchesPattern('a.b.oftalmologia.localhost', '*.oftalmologia.localhost')).toBe(true);
    expect(hostMatchesPattern('oftalmologia.localhost', '*.oftalmologia.localhost')).toBe(false);
    expect(hostMatchesPattern('eviloftalmologia.localhost', '*.oftalmologia.localhost')).toBe(false);
  });
  it('finds the first item whose patterns match', () => {
    const items = [
      { slug: 'a', host_patterns: ['a.localhost'] },
      { slug: 'b', host_patterns: ['b.localhost', '*.b.localhost'] },
    ];
    expect(findByHost('x.b.localhost', items)?.slug).toBe('b');
    expect(findByHost('localhost', items)).toBeUndefined();
  });
  it('strips ports from IPv4 and IPv6 hosts', () => {
    expect(stripPort('127.0.0.1:80')).toBe('127.0.0.1');
    expect(stripPort('[::1]:3000')).toBe('[::1]');
  });
});
