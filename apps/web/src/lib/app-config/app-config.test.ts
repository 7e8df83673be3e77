import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../api/test-fetch.ts';
import { clearResources } from '../async/use-resource.ts';
import { useAppConfig } from './app-config.ts';

const config = {
  verticals: [],
  vertical_override: null,
  tag_manager: { host: null, default_container_id: null },
  qr_code_base_url: null,
  analytics_script_url: null,
};

describe('useAppConfig', () => {
  afterEach(() => clearResources());

  it('GETs /api/app-config once, shared by every reader', async () => {
    const fetchMock = mockFetch(jsonResponse(config));
    const first = renderHook(() => useAppConfig());
    const second = renderHook(() => useAppConfig());
    await waitFor(() => expect(first.result.current.data).toEqual(config));
    expect(second.result.current.data).toEqual(config);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchMock).url).toBe('/api/app-config');
  });

  it('surfaces an API failure as a typed error with its code, and a later reader tries again', async () => {
    const fetchMock = mockFetch(
      jsonResponse({ error: { code: 'common.service_unavailable', message: 'down' } }, 503),
      jsonResponse(config),
    );
    const failed = renderHook(() => useAppConfig());
    await waitFor(() => expect(failed.result.current.isError).toBe(true));
    expect(failed.result.current.error).toMatchObject({ code: 'common.service_unavailable', status: 503 });
    const retry = renderHook(() => useAppConfig());
    await waitFor(() => expect(retry.result.current.data).toEqual(config));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
