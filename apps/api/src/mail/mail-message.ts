/** One e-mail to one recipient, with a plain-text and an HTML body; the From comes from MAIL_FROM. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail: SMTP when configured, the dev outbox otherwise, a fake in tests (`app.mailer`). */
export interface Mailer {
  /** Resolves once the message is handed over (accepted by the SMTP server, kept in the outbox). */
  send(message: MailMessage): Promise<void>;
  /** Releases connections; the app calls it on close for the mailer it created. */
  close?(): Promise<void>;
}
