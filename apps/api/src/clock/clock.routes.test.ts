import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { now, setClockOffset } from './clock.ts';
import { loadConfig } from '../config/index.ts';

describe('PUT /api/test/clock with TEST_CLOCK=true', () => {
  const testApp = useTestApp({ env: { TEST_CLOCK: 'true' } });
  afterEach(() => setClockOffset(0));

  it('moves the flashcards clock by the offset and back', async () => {
    const day = 86_400_000;
    const res = await testApp.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { offset_ms: day } });
    expect(res.statusCode).toBe(204);
    expect(Math.abs(now().getTime() - Date.now() - day)).toBeLessThan(1_000);
    await testApp.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { offset_ms: 0 } });
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('refuses a body that is not a whole number of ms', async () => {
    const res = await testApp.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { offset_ms: 'x' } });
    expect(res.statusCode).toBe(422);
  });
});

describe('PUT /api/test/clock without TEST_CLOCK', () => {
  const testApp = useTestApp();

  it('does not exist', async () => {
    const res = await testApp.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { offset_ms: 1 } });
    expect(res.statusCode).toBe(404);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});

describe('TEST_CLOCK in production', () => {
  it('is refused at start-up', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
  });
});
