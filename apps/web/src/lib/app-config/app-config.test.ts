import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../api/test-fetch.ts';
import { appConfigQueryOptions } from './app-config.ts';

const config = {
  verticals: [],
  vertical_override: null,
  tag_manager: { host: null, default_container_id: null },
  qr_code_base_url: null,
  analytics_script_url: null,
};

describe('appConfigQueryOptions', () => {
  it('GETs /api/app-config once and keeps it fresh forever', async () => {
    const fetchMock = mockFetch(jsonResponse(config));
    const client = new QueryClient();
    await expect(client.fetchQuery(appConfigQueryOptions())).resolves.toEqual(config);
    await client.fetchQuery(appConfigQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchMock).url).toBe('/api/app-config');
    expect(appConfigQueryOptions().staleTime).toBe(Infinity);
  });

  it('surfaces an API failure as a typed error with its code', async () => {
    mockFetch(jsonResponse({ error: { code: 'common.service_unavailable', message: 'down' } }, 503));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(appConfigQueryOptions())).rejects.toMatchObject({
      code: 'common.service_unavailable',
      status: 503,
    });
  });
});
