import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

interface Line {
  msg: string;
  level: number;
  req?: { method: string; url: string; host: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('request log at the default level', () => {
  const lines: Line[] = [];
  const ctx = useTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line) as Line) },
  });

  it('writes one line per request, with its method, path, host, status and time', async () => {
    lines.length = 0;
    await ctx.app.inject({
      method: 'GET',
      url: '/api/producers?x=1',
      headers: { host: 'oftalmologia.localhost:3000' },
    });
    await ctx.app.inject({ method: 'GET', url: '/api/nada', headers: { host: 'oftalmologia.localhost:3000' } });
    const requests = lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
    expect(requests.map((line) => [line.msg, line.req?.method, line.req?.url, line.res?.statusCode])).toEqual([
      ['request completed', 'GET', '/api/producers?[redacted]', 200],
      ['request completed', 'GET', '/api/nada', 404],
    ]);
    expect(requests.every((line) => typeof line.responseTime === 'number' && line.req?.host)).toBe(true);
  });
});
