import type { ProducerBranding } from '@members/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../lib/api/test-fetch.ts';
import { clearResources } from '../../lib/async/use-resource.ts';
import { testProducer } from '../../test/login-response.ts';
import { useBranding } from './use-branding.ts';

const config = {
  verticals: [],
  vertical_override: null,
  tag_manager: { host: null, default_container_id: null },
  qr_code_base_url: null,
  analytics_script_url: null,
};
const listItem = (nome: string, medmember_url: string) => ({
  nome,
  auth_url: null,
  medmember_url,
  primary_color: null,
  app_logo_url: null,
});
const branding = (nome: string, color: string): ProducerBranding => ({
  ...testProducer,
  id: nome,
  nome,
  app_primary_color: color,
});

describe('useBranding', () => {
  afterEach(() => clearResources());

  it('loads the producer list, picks the one of this origin and applies its full branding', async () => {
    vi.stubEnv('DEV', false);
    const here = window.location.origin;
    const fetchMock = mockFetch(
      jsonResponse(config),
      jsonResponse([listItem('Outro', 'https://outro.example.com'), listItem('Daqui', `${here}/members`)]),
      jsonResponse({ produtor: branding('Daqui', '#7c3aed') }),
    );
    const { result } = renderHook(() => useBranding());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.producer?.nome).toBe('Daqui');
    expect(sentRequest(fetchMock, 1).url).toBe('/api/producers');
    expect(sentRequest(fetchMock, 2).url).toBe(`/api/producers/current?origin=${encodeURIComponent(here)}`);
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#7c3aed');
  });

  it("logs 'Erro:' and stops loading when the producer list fails", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(jsonResponse(config), jsonResponse({ error: { code: 'common.internal', message: 'x' } }, 500));
    const { result } = renderHook(() => useBranding());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.producer).toBeNull();
    expect(error).toHaveBeenCalledWith('Erro:', expect.objectContaining({ code: 'common.internal' }));
  });

  it('ends with no producer (and defaults) when the list is empty', async () => {
    mockFetch(jsonResponse(config), jsonResponse([]));
    const { result } = renderHook(() => useBranding());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.producer).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#16a34a');
  });
});
