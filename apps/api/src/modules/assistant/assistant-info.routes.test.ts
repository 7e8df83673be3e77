import type { AssistantIndexStatusBody, AssistantInfo } from '@members/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { producers } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createLearner } from '../courses/course-test-support.ts';
import { assistantClient } from './assistant-test-support.ts';

describe('assistant: what the learner meets on a demo producer', () => {
  const ctx = useTestApp({ seed: true });

  async function demoLearner(slug: string) {
    const [producer] = await ctx.database.db.select().from(producers).where(eq(producers.slug, slug));
    if (!producer) throw new Error(`no demo producer ${slug}`);
    return createLearner(ctx.database.db, producer.id);
  }

  it('names the producer’s assistant with its image and offers questions its material answers', async () => {
    const client = assistantClient(ctx, await demoLearner('foco-oftalmo'));
    const info = (await client.info()).json<AssistantInfo>();
    expect(info).toMatchObject({
      name: 'Íris',
      image_url: '/brand/foco-oftalmo-ia.svg',
      answerer: 'extractive',
      daily_limit: 40,
      used_today: 0,
      max_question_length: 1000,
    });
    expect(info.suggestions).toHaveLength(4);
    const other = (await assistantClient(ctx, await demoLearner('lumen-oftalmologia')).info()).json<AssistantInfo>();
    expect(other.name).toBe('Lumi');
    expect(other.suggestions.filter((text) => info.suggestions.includes(text))).toEqual([]);
  });

  it('reports the index of the producer’s material, every kind of source in it', async () => {
    const client = assistantClient(ctx, await demoLearner('vigilia-anestesia'));
    const status = (await client.send('GET', '/api/assistant/index')).json<AssistantIndexStatusBody>();
    expect(status).toMatchObject({ status: 'idle', embedded: 0, error_code: null });
    expect(status.passages).toBeGreaterThan(100);
    for (const kind of ['lesson', 'handout', 'question', 'case', 'flashcard'] as const) {
      expect(status.by_kind[kind], kind).toBeGreaterThan(0);
    }
    expect(Object.values(status.by_kind).reduce((sum, count) => sum + count, 0)).toBe(status.passages);
    expect(status.finished_at).not.toBeNull();
    expect((await assistantClient(ctx, null).send('GET', '/api/assistant/index')).statusCode).toBe(401);
  });
});
