import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QueueResponse } from '@members/contract';
import { flashcards } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { TestLearner } from '../../courses/course-test-support.ts';
import { fixtureLearner, writeStudyFixture, type StudyFixture } from '../study/study-fixture.ts';
import { studyClient } from '../study/study-test-support.ts';

const png = Buffer.from('\x89PNG\r\n\x1a\nflashcard-picture', 'latin1');

describe('GET /api/flashcards/:id/image', () => {
  const ctx = useTestApp();
  let ids = {} as StudyFixture;
  let me: TestLearner;
  const key = `flashcards/${randomBytes(6).toString('hex')}.png`;
  const image = (id: number | string, learner: TestLearner | null = me, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url: `/api/flashcards/${id}/image`, headers: learner?.headers ?? {} });

  beforeAll(async () => {
    const { db } = ctx.database;
    ids = await writeStudyFixture(db);
    me = await fixtureLearner(db, ids);
    await ctx.app.storage.put(key, png, 'image/png');
    const pictured = [ids.basic, ids.otherCard, ids.lockedTrackCards[0] ?? 0, ids.openTrackCards[0] ?? 0];
    await db.update(flashcards).set({ image_key: key }).where(inArray(flashcards.id, pictured));
  });

  it('serves the picture of a card the learner may study, with its type, privately cached, never sniffed', async () => {
    for (const id of [ids.basic, ids.openTrackCards[0] ?? 0]) {
      const res = await image(id);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(png);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['accept-ranges']).toBeUndefined();
    }
    const head = await image(ids.basic, me, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(png.length));
    expect(head.body).toBe('');
  });

  it('names the picture in the queue only for the cards that have one', async () => {
    const body = (await studyClient(ctx, me).queue('?limit=100')).json<QueueResponse>();
    const urls = new Map(body.items.flatMap((item) => (item.card ? [[item.card.card_id, item.card.image_url]] : [])));
    expect(urls.get(ids.basic)).toBe(`/api/flashcards/${ids.basic}/image`);
    expect(urls.get(ids.reversible)).toBeNull();
    expect((await image(urls.get(ids.basic)?.split('/')[3] ?? '')).statusCode).toBe(200);
  });

  it("answers 404 common.not_found, with the same body, to another producer's card, a locked course's card, a card without picture and an unknown id", async () => {
    const bodies = [];
    for (const id of [ids.otherCard, ids.lockedTrackCards[0] ?? 0, ids.reversible, 2_000_000_000]) {
      const res = await image(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('common.not_found');
      expect(res.headers['cache-control']).toBeUndefined();
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    // The other producer's learner does get its own card's picture: the 404 above is the tenant's wall.
    expect((await image(ids.otherCard, ids.other)).statusCode).toBe(200);
  });

  it('answers 404 when the stored file is gone', async () => {
    const { db } = ctx.database;
    await db.update(flashcards).set({ image_key: 'flashcards/missing.png' }).where(eq(flashcards.id, ids.cloze));
    const res = await image(ids.cloze);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('common.not_found');
  });

  it('answers 401 without a session and 422 to an id that is not one', async () => {
    expect((await image(ids.basic, null)).statusCode).toBe(401);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await image(bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('common.validation_failed');
    }
  });
});
