import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avatarMaxSide } from '../modules/profile/avatar-image.ts';
import { demoPassword } from '../db/seed/accounts/demo-accounts.ts';
import { sites } from '../route-table/tenant-client.ts';
import { useTestApp, type TestApp } from '../test/test-app.ts';
import { hostileAvatars, type HostileAvatar } from './hostile-avatars.ts';
import { peakRssGrowth } from './peak-rss.ts';

/** What no stored avatar may still carry from its upload. */
const smuggled = ['<script', '<?php', 'alert(', 'PK\u0003\u0004', 'Exif', '<html', 'GPS'];

const site = { host: sites.b.host, origin: sites.b.origin };

/** The demo learner's headers on site B: Host, Origin and a fresh session's bearer token. */
async function signIn(ctx: TestApp): Promise<Record<string, string>> {
  const payload = { email: 'aluno@medmember.dev', password: demoPassword };
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: site, payload });
  return { ...site, authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

/** Why the stored picture is not a clean re-encoding (empty when it is). */
async function storedProblems(ctx: TestApp, auth: Record<string, string>, path: string): Promise<string[]> {
  const served = await ctx.app.inject({ method: 'GET', url: path, headers: auth });
  const bytes = served.rawPayload;
  const meta = await sharp(bytes).metadata();
  const problems: string[] = [];
  if (served.headers['content-type'] !== 'image/webp') problems.push(`served as ${served.headers['content-type']}`);
  if (meta.format !== 'webp') problems.push(`format ${meta.format}`);
  if (meta.width !== meta.height || meta.width > avatarMaxSide) problems.push(`size ${meta.width}×${meta.height}`);
  if (meta.exif || meta.icc || meta.xmp || meta.iptc) problems.push('metadata kept');
  if ((meta.pages ?? 1) !== 1) problems.push(`${meta.pages} frames`);
  // A RIFF file says its own length: anything after it was smuggled along.
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) problems.push('bytes after the RIFF container');
  const latin1 = bytes.toString('latin1');
  problems.push(...smuggled.filter((marker) => latin1.includes(marker)).map((marker) => `carries ${marker}`));
  return problems;
}

describe('hostile avatar uploads', () => {
  const ctx = useTestApp({ seed: true });

  it('refuses every hostile file with a 4xx, or stores it re-encoded; never a 5xx, memory bounded', async () => {
    const auth = await signIn(ctx);
    const files = await hostileAvatars();
    const outcomes: { file: HostileAvatar; status: number; body: string; problems: string[] }[] = [];
    const growth = await peakRssGrowth(async () => {
      for (const file of files) {
        const headers = { ...auth, 'content-type': file.contentType };
        const res = await ctx.app.inject({ method: 'POST', url: '/api/user/avatar', headers, payload: file.bytes });
        // Checked at once: the next upload replaces this avatar and deletes its file.
        const path =
          res.statusCode === 200 ? res.json<{ user: { image_path_avatar: string } }>().user.image_path_avatar : null;
        const problems = path === null ? [] : await storedProblems(ctx, auth, path);
        outcomes.push({ file, status: res.statusCode, body: res.body, problems });
      }
    });
    const fiveXx = outcomes.filter((outcome) => outcome.status >= 500).length;
    const stored = outcomes.filter((outcome) => outcome.status === 200).length;
    console.log(
      `hostile uploads: ${files.length} files, ${fiveXx} × 5xx, ${stored} stored re-encoded, peak rss +${Math.round(growth / 2 ** 20)} MB`,
    );

    expect(files.length).toBeGreaterThanOrEqual(30);
    const wrong = outcomes
      .filter(
        ({ file, status }) =>
          status >= 500 || (file.outcome === 'refused' ? status < 400 : status !== 200 && status < 400),
      )
      .map(({ file, status, body }) => `${file.name}: ${status} ${body.slice(0, 200)}`);
    expect(wrong).toEqual([]);
    for (const { status, body } of outcomes.filter((outcome) => outcome.status >= 400)) {
      expect(JSON.parse(body).error.code, body).toMatch(/^(profile|common)\.[a-z_]+$/);
      expect([413, 415, 422]).toContain(status);
    }
    const problems = outcomes.flatMap(({ file, problems }) => problems.map((problem) => `${file.name}: ${problem}`));
    expect(problems).toEqual([]);
    expect(growth).toBeLessThan(256 * 2 ** 20);
  }, 120_000);

  it('names a stored file that was not re-encoded: its format, metadata, size and smuggled bytes', async () => {
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'GPS <script>' } })
      .toBuffer();
    // The learner's own stored file, its bytes swapped afterwards (only its owner's producer may read it).
    const auth = await signIn(ctx);
    const clean = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...auth, 'content-type': 'image/png' },
      payload: clean,
    });
    const path = upload.json<{ user: { image_path_avatar: string } }>().user.image_path_avatar;
    await ctx.app.storage.put(
      `avatars/${path.split('/').at(-1) ?? ''}`,
      Buffer.concat([jpeg, Buffer.from('PK\u0003\u0004')]),
      'image/jpeg',
    );
    const problems = await storedProblems(ctx, auth, path);
    expect(problems).toEqual(
      expect.arrayContaining([
        'format jpeg',
        'size 600×400',
        'metadata kept',
        'carries <script',
        'carries PK\u0003\u0004',
      ]),
    );
  });
});
