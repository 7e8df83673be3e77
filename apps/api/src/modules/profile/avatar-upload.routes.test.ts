import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import { useTestApp } from '../../test/test-app.ts';

const headers = { host: 'ortopedia.localhost:3000', origin: 'http://ortopedia.localhost:3000' };

function picture(width: number, height: number, format: 'png' | 'jpeg') {
  return sharp({ create: { width, height, channels: 3, background: { r: 22, g: 163, b: 74 } } })
    .toFormat(format)
    .withExif({ IFD0: { Artist: 'Camera do plantão' } })
    .toBuffer();
}

describe('POST /api/user/avatar', () => {
  const ctx = useTestApp({ seed: true });
  const signIn = async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'aluno@medmember.dev', password: demoPassword },
    });
    return { ...headers, authorization: `Bearer ${res.json().token as string}` };
  };
  const upload = (auth: Record<string, string>, body: Buffer, contentType: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...auth, 'content-type': contentType },
      payload: body,
    });

  it('stores a re-encoded WebP under a generated name, serves it, and replaces the previous one', async () => {
    const auth = await signIn();
    const first = await upload(auth, await picture(900, 700, 'jpeg'), 'image/jpeg');
    expect(first.statusCode).toBe(200);
    const firstPath = first.json().user.image_path_avatar as string;
    expect(firstPath).toMatch(/^\/api\/files\/avatars\/[0-9a-f]{32}\.webp$/);

    const served = await ctx.app.inject({ method: 'GET', url: firstPath, headers: auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 512, undefined]);

    const second = await upload(auth, await picture(300, 300, 'png'), 'image/png');
    const secondPath = second.json().user.image_path_avatar as string;
    expect(secondPath).not.toBe(firstPath);
    expect((await ctx.app.inject({ method: 'GET', url: firstPath, headers: auth })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: auth })).json().user.image_path_avatar,
    ).toBe(secondPath);
  });

  it('refuses what is not a picture by its content, whatever the content type says', async () => {
    const auth = await signIn();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(auth, svg, 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('profile.avatar_invalid_image');
    const gif = await upload(auth, Buffer.from('GIF89a'), 'image/gif');
    expect(gif.statusCode).toBe(415);
  });

  it('refuses more than 5 MB and needs a session', async () => {
    const auth = await signIn();
    const big = await upload(auth, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'image/jpeg');
    expect(big.statusCode).toBe(413);
    const anonymous = await upload(headers, await picture(64, 64, 'png'), 'image/png');
    expect(anonymous.statusCode).toBe(401);
  });
});
