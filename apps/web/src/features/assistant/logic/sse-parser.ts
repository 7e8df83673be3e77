/** One server-sent event: its `event:` name (`message` when none was given) and its `data:` lines joined by \n. */
export interface SseEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** The next piece of the stream's text, cut anywhere (mid-line, mid-event, several events at once). */
  feed(text: string): void;
  /** The stream ended: an event still being written without its closing blank line is dispatched (as browsers do not, but our server's last event may lack it when a proxy trims). */
  end(): void;
}

/**
 * An incremental text/event-stream parser (the WHATWG rules the assistant's stream needs: `event`, `data`,
 * comments, LF / CRLF / CR line ends). `EventSource` cannot POST nor send our headers, so the ask call reads the
 * body itself and feeds its text here.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return; // a comment (keep-alive)
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  const drain = (final: boolean) => {
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      if (end === -1) break;
      // A CR at the very end may be the first half of a CRLF cut between two chunks: wait for the next one.
      if (!final && buffer[end] === '\r' && end === buffer.length - 1) break;
      const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
      readLine(buffer.slice(0, end));
      buffer = buffer.slice(end + breakLength);
    }
  };

  return {
    feed(text) {
      buffer += text;
      drain(false);
    },
    end() {
      drain(true);
      if (buffer !== '') readLine(buffer);
      buffer = '';
      dispatch();
    },
  };
}
