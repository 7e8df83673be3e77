import type { VerticalPublic } from '@members/contract';
import { describe, expect, it, vi } from 'vitest';
import { resolveVertical } from './resolve-vertical.ts';

const vertical = (slug: string, host_patterns: string[]): VerticalPublic => ({
  slug,
  nome: { 'pt-BR': slug, en: slug },
  host_patterns,
  tag_manager_container_id: null,
});
const verticals = [
  vertical('oftalmologia', ['oftalmologia.localhost', '*.oftalmologia.localhost']),
  vertical('ortopedia', ['ortopedia.localhost']),
];

describe('resolveVertical', () => {
  it('picks the vertical whose host pattern matches the host name', () => {
    expect(resolveVertical('clinica.oftalmologia.localhost', { verticals, vertical_override: null })?.slug).toBe(
      'oftalmologia',
    );
    expect(resolveVertical('ortopedia.localhost', { verticals, vertical_override: null })?.slug).toBe('ortopedia');
  });

  it('lets the override setting win over the host name', () => {
    expect(resolveVertical('ortopedia.localhost', { verticals, vertical_override: 'oftalmologia' })?.slug).toBe(
      'oftalmologia',
    );
  });

  it('warns and answers null when nothing matches', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveVertical('localhost', { verticals, vertical_override: null })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No vertical matches the host "localhost"'));
  });

  it('warns about an override naming no vertical and falls back to the host name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveVertical('ortopedia.localhost', { verticals, vertical_override: 'pediatria' })?.slug).toBe(
      'ortopedia',
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"pediatria"'));
  });
});
