import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test server received, parsed; addresses read `Name <address>` or `address`. */
export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  readonly url: string;
  /** Every message received so far, oldest first. */
  readonly messages: readonly ReceivedMail[];
  /** The first message (received already or later) that matches; rejects after `timeoutMs`. */
  waitForMessage(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Addresses as `Name <address>` (bare address without a name), comma-separated, unquoted. */
function addressText(address: AddressObject | AddressObject[] | undefined): string {
  return [address ?? []]
    .flat()
    .flatMap((item) => item.value)
    .map(({ name, address: email }) => (name ? `${name} <${email}>` : (email ?? '')))
    .join(', ');
}

export interface SmtpTestServerOptions {
  /** Port to listen on (default: a free one). */
  port?: number;
  /** Called with every message as it arrives (e.g. to hand it to another process). */
  onMessage?: (mail: ReceivedMail) => void;
}

/** A real SMTP server in this process on a local port (a free one by default): no auth required, no TLS. */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<(mail: ReceivedMail) => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((parsed) => {
        const mail: ReceivedMail = {
          from: addressText(parsed.from),
          to: addressText(parsed.to),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html || '',
        };
        messages.push(mail);
        options.onMessage?.(mail);
        for (const listener of listeners) listener(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A client dropping its connection must not crash the test run (an 'error' event without a listener throws).
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;

  function waitForMessage(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 5000): Promise<ReceivedMail> {
    const received = messages.find(predicate);
    if (received) return Promise.resolve(received);
    return new Promise((resolve, reject) => {
      const listener = (mail: ReceivedMail) => {
        if (!predicate(mail)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
      }, timeoutMs);
      listeners.add(listener);
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
