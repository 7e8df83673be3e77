import { randomUUID } from 'node:crypto';
import type { Mailer, MailMessage } from './mail-message.ts';

/** A message kept by the dev outbox. */
interface OutboxEntry extends MailMessage {
  id: string;
  /** When it was sent, ISO 8601. */
  sentAt: string;
}

/** The dev mailbox: keeps what was sent instead of delivering it. */
export interface OutboxMailer extends Mailer {
  /** The kept messages, oldest first (newest last). */
  messages(): readonly OutboxEntry[];
}

export interface OutboxMailerOptions {
  /** Where each message is printed (default: standard output). Never the app logger: bodies carry codes and links. */
  print?: (line: string) => void;
  /** How many messages are kept; older ones are dropped (default 100). */
  limit?: number;
}

const rule = '─'.repeat(64);

/** The message as the developer reads it in the terminal: a delimited block with To, Subject and the text body. */
function formatOutboxEntry(entry: OutboxEntry): string {
  return [
    '',
    `┌${rule}`,
    `│ E-mail (dev outbox, SMTP_URL unset) ${entry.sentAt}`,
    `│ To: ${entry.to}`,
    `│ Subject: ${entry.subject}`,
    `├${rule}`,
    ...entry.text
      .trimEnd()
      .split('\n')
      .map((line) => `│ ${line}`.trimEnd()),
    `└${rule}`,
    '',
  ].join('\n');
}

/** Keeps sent mail in memory (the last `limit` messages) and prints each one; for development without SMTP. */
export function createOutboxMailer({
  print = (line) => process.stdout.write(line),
  limit = 100,
}: OutboxMailerOptions = {}): OutboxMailer {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`outbox limit must be a positive integer (got ${limit})`);
  const entries: OutboxEntry[] = [];
  return {
    async send({ to, subject, text, html }) {
      const entry: OutboxEntry = { id: randomUUID(), sentAt: new Date().toISOString(), to, subject, text, html };
      entries.push(entry);
      if (entries.length > limit) entries.splice(0, entries.length - limit);
      print(formatOutboxEntry(entry));
    },
    messages: () => [...entries],
  };
}
