import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.ts';

function parse(chunks: readonly string[], end = true): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  if (end) parser.end();
  return events;
}

const stream = 'event: start\ndata: {"a":1}\n\nevent: delta\ndata: {"text":"Olá"}\n\nevent: done\ndata: {}\n\n';

describe('createSseParser', () => {
  it('reads several events given in one chunk, in order', () => {
    expect(parse([stream])).toEqual([
      { event: 'start', data: '{"a":1}' },
      { event: 'delta', data: '{"text":"Olá"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('gives the same events whatever the cut: mid-field, mid-line, between CR and LF', () => {
    const whole = parse([stream]);
    for (let size = 1; size <= 7; size++) {
      const chunks = stream.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(parse(chunks), `chunks of ${size}`).toEqual(whole);
    }
    const crlf = stream.replaceAll('\n', '\r\n');
    const cut = crlf.indexOf('\r\n') + 1; // the first CRLF split between two chunks
    expect(parse([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(whole);
  });

  it('dispatches an event only at its blank line', () => {
    expect(parse(['event: delta\ndata: {"text":"a"}\n'], false)).toEqual([]);
    expect(parse(['event: delta\ndata: {"text":"a"}\n', '\n'], false)).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
    ]);
  });

  it('joins data lines with a newline, skips comments and names an unnamed event "message"', () => {
    expect(parse([': keep-alive\n\ndata: one\ndata:two\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('reads CR-only line ends and an event cut short by the end of the stream', () => {
    expect(parse(['event: done\rdata: {}\r\r', 'event: delta\ndata: x'])).toEqual([
      { event: 'done', data: '{}' },
      { event: 'delta', data: 'x' },
    ]);
  });
});
