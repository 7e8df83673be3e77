/** A request as the server's log tells it at `debug`: "incoming request", then "request completed". */
export interface LoggedRequest {
  reqId: string;
  readAt: number;
  completedAt?: number;
  status?: number;
}

interface LogLine {
  time: number;
  msg: string;
  reqId?: string;
  res?: { statusCode: number };
}

const logLines = (log: string): LogLine[] =>
  log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** Every request the server read, with when and how it answered; in the order it read them. */
export function loggedRequests(log: string): LoggedRequest[] {
  const requests = new Map<string, LoggedRequest>();
  for (const line of logLines(log)) {
    if (!line.reqId) continue;
    if (line.msg === 'incoming request') requests.set(line.reqId, { reqId: line.reqId, readAt: line.time });
    const request = requests.get(line.reqId);
    if (line.msg === 'request completed' && request && line.res) {
      request.completedAt = line.time;
      request.status = line.res.statusCode;
    }
  }
  return [...requests.values()];
}

/** When the server logged `msg` first (e.g. "shutting down"), or undefined. */
export function loggedAt(log: string, msg: string): number | undefined {
  return logLines(log).find((line) => line.msg === msg)?.time;
}
