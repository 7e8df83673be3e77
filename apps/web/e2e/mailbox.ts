import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eMailDir } from './e2e-env.ts';

export interface E2eMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function receivedMails(): E2eMail[] {
  const dir = e2eMailDir();
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as E2eMail);
}

/**
 * The newest e-mail to `to` (and whose subject matches) that the API under test sent through SMTP,
 * waiting for it to arrive (polls the folder the test SMTP server writes to).
 */
export async function waitForMail(
  { to, subject }: { to: string; subject?: RegExp },
  timeoutMs = 10_000,
): Promise<E2eMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = receivedMails()
      .reverse()
      .find((mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)));
    if (match) return match;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail's text that goes to `path` on the app. */
export function linkIn(mail: E2eMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no ${path} link in the e-mail "${mail.subject}"`);
  return link;
}

/** The 6-digit code in a mail. */
export function codeIn(mail: E2eMail): string {
  const code = mail.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no 6-digit code in the e-mail "${mail.subject}"`);
  return code;
}
