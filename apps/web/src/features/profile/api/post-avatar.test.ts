import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sentRequest } from '../../../lib/api/test-fetch.ts';
import { profileTestUser } from '../test-user.ts';
import { postAvatar } from './post-avatar.ts';

describe('postAvatar', () => {
  it('sends the picture bytes as they are, typed by the blob (not as JSON)', async () => {
    const fetchMock = mockFetch(
      jsonResponse({ user: { ...profileTestUser, image_path_avatar: '/api/files/avatars/a.webp' } }),
    );
    const picture = new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'image/webp' });
    const { user } = await postAvatar(picture);
    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/user/avatar');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(picture);
    expect(headers.get('Content-Type')).toBe('image/webp');
    expect(user.image_path_avatar).toBe('/api/files/avatars/a.webp');
  });
});
