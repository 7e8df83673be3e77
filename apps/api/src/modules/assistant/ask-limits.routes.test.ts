import type { AssistantInfo } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { assistantSettings } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { assistantClient, assistantFixture, refusal } from './assistant-test-support.ts';

describe('assistant: the daily limit', () => {
  const ctx = useTestApp();

  it('answers 429 in the error shape once the producer’s daily limit is spent, even after deleting', async () => {
    const fixture = await assistantFixture(ctx);
    await ctx.database.db.insert(assistantSettings).values({ producer_id: fixture.producerId, daily_limit: 2 });
    const client = assistantClient(ctx, fixture.learner);
    expect((await client.info()).json<AssistantInfo>()).toMatchObject({ daily_limit: 2, used_today: 0 });
    await client.answer({ question: 'dantroleno' });
    await client.answer({ question: 'sugamadex' });
    expect((await client.removeAll()).statusCode).toBe(204);
    const refused = await client.ask({ question: 'rocurônio' });
    expect(refusal(refused)).toBe('429 assistant.daily_limit_reached');
    const body = refused.json<{ error: { message: string; data: { limit: string; resets_at: string } } }>();
    expect(body.error.data.limit).toBe('2');
    expect(new Date(body.error.data.resets_at).getTime()).toBeGreaterThan(Date.now());
    expect(refused.headers['content-type']).toContain('application/json');
    // Another learner of the same producer has their own allowance.
    const other = assistantClient(ctx, fixture.other.learner);
    expect((await other.answer({ question: 'feocromocitoma' })).status).toBe(200);
  });

  it('lets concurrent questions pass the limit no further', async () => {
    const fixture = await assistantFixture(ctx);
    await ctx.database.db.insert(assistantSettings).values({ producer_id: fixture.producerId, daily_limit: 3 });
    const client = assistantClient(ctx, fixture.learner);
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.ask({ question: 'dantroleno' })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(3);
  });
});
