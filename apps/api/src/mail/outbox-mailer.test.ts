import { describe, expect, it } from 'vitest';
import type { MailMessage } from './mail-message.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

const message = (n: number): MailMessage => ({
  to: `aluno${n}@example.com`,
  subject: `Assunto ${n}`,
  text: `Corpo ${n}\nsegunda linha`,
  html: `<p>Corpo ${n}</p>`,
});

describe('createOutboxMailer', () => {
  it('keeps the last `limit` messages, newest last, with an id and the sending time', async () => {
    const outbox = createOutboxMailer({ print: () => undefined, limit: 3 });
    for (const n of [1, 2, 3, 4, 5]) await outbox.send(message(n));
    const kept = outbox.messages();
    expect(kept.map((entry) => entry.subject)).toEqual(['Assunto 3', 'Assunto 4', 'Assunto 5']);
    expect(kept[2]).toMatchObject(message(5));
    expect(new Set(kept.map((entry) => entry.id)).size).toBe(3);
    for (const entry of kept) expect(new Date(entry.sentAt).toISOString()).toBe(entry.sentAt);
  });

  it('hands out a copy of its list', async () => {
    const outbox = createOutboxMailer({ print: () => undefined });
    await outbox.send(message(1));
    (outbox.messages() as unknown[]).length = 0;
    expect(outbox.messages()).toHaveLength(1);
  });

  it('prints each message once as a delimited block with To, Subject and the text body', async () => {
    const printed: string[] = [];
    const outbox = createOutboxMailer({ print: (line) => printed.push(line) });
    await outbox.send(message(1));
    await outbox.send(message(2));
    expect(printed).toHaveLength(2);
    const [first] = printed;
    expect(first).toContain('To: aluno1@example.com');
    expect(first).toContain('Subject: Assunto 1');
    expect(first).toContain('Corpo 1');
    expect(first).toContain('segunda linha');
    expect(first).not.toContain('<p>');
    expect(first).toMatch(/^\n┌─+\n[\s\S]*\n└─+\n$/);
  });

  it('refuses a limit below 1', () => {
    expect(() => createOutboxMailer({ limit: 0 })).toThrow(RangeError);
  });
});
