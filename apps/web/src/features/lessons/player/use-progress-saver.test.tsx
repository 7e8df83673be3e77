import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../../lib/api/test-fetch.ts';
import { useProgressSaver } from './use-progress-saver.ts';

const saved = { position_seconds: 27, watched: true, assistido: true };
const lesson = { id: 7, access: true, position_seconds: 0 };

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
});

describe('useProgressSaver', () => {
  it('saves with PUT /api/lessons/:id/progress and hands the answer over (the page marks the lesson watched)', async () => {
    const fetchMock = mockFetch(jsonResponse(saved));
    const onSaved = vi.fn();
    const { result } = renderHook(() => useProgressSaver(lesson, onSaved));
    result.current.flush(27.9);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7, saved));
    const { url, init } = sentRequest(fetchMock);
    expect(url).toBe('/api/lessons/7/progress');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"position_seconds":27}');
    expect(init.keepalive).toBeUndefined();
  });

  it('sends the last position with keepalive and the session headers (sessionHeaders, as downloads) when the page is hidden', async () => {
    document.cookie = 'XSRF-TOKEN=xs; path=/';
    const fetchMock = mockFetch(jsonResponse(saved));
    const { result } = renderHook(() => useProgressSaver(lesson, () => undefined));
    result.current.report(12.5);
    setVisibility('hidden');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/lessons/7/progress');
    expect(init).toMatchObject({
      method: 'PUT',
      keepalive: true,
      credentials: 'include',
      body: '{"position_seconds":12}',
    });
    expect(headers.get('X-XSRF-TOKEN')).toBe('xs');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the last position with keepalive on pagehide and when the player goes away (lesson change, leaving)', async () => {
    const fetchMock = mockFetch(jsonResponse(saved), jsonResponse(saved));
    const { result, unmount } = renderHook(() => useProgressSaver(lesson, () => undefined));
    result.current.report(5);
    window.dispatchEvent(new Event('pagehide'));
    result.current.report(9);
    unmount();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentRequest(fetchMock, 0).init).toMatchObject({ keepalive: true, body: '{"position_seconds":5}' });
    expect(sentRequest(fetchMock, 1).init).toMatchObject({ keepalive: true, body: '{"position_seconds":9}' });
  });

  it('sends nothing when leaving without having moved', () => {
    const fetchMock = mockFetch();
    const { unmount } = renderHook(() => useProgressSaver({ ...lesson, position_seconds: 40 }, () => undefined));
    setVisibility('hidden');
    unmount();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never saves a locked lesson', () => {
    const fetchMock = mockFetch();
    const { result, unmount } = renderHook(() => useProgressSaver({ ...lesson, access: false }, () => undefined));
    result.current.flush(20);
    result.current.report(30);
    setVisibility('hidden');
    unmount();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
