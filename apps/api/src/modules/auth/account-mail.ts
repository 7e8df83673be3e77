import { accountLinkLifetimeMinutes } from '@members/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ProducerRow, UserRow } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/mail-message.ts';
import { loginLinkMail, passwordResetMail, validationCodeMail, type RenderedMail } from '../../mail/templates/index.ts';
import type { SendInBackground } from './background-mail.ts';
import { memberAreaBase, memberAreaLink, producerMemberAreaBase } from './member-area-links.ts';
import { issuedRecently, issueToken } from './one-time-tokens.service.ts';
import { issueValidationCode, validationCodeLifetimeMs } from './validation-codes.service.ts';

/** At most one e-mail of a kind (resent code, password link, login link) per account per minute; later asks are ignored. */
export const accountMailCooldownMs = 60_000;
/** Password-reset, first-access and login links expire after the contract's accountLinkLifetimeMinutes (15). */
export const accountLinkLifetimeMs = accountLinkLifetimeMinutes * 60_000;

const minutes = (ms: number) => Math.round(ms / 60_000);

/** What sending an account e-mail needs: the database, the request (link base) and its producer. */
export interface AccountMailContext {
  db: Database;
  request: FastifyRequest;
  producer: ProducerRow;
  send: SendInBackground;
}

function deliver(context: AccountMailContext, user: UserRow, mail: RenderedMail, kind: string): void {
  context.send({ to: user.email, ...mail }, kind);
}

function brandOf(producer: ProducerRow, user: UserRow) {
  return { producerName: producer.nome, primaryColor: producer.app_primary_color, userName: user.nome };
}

const brand = (context: AccountMailContext, user: UserRow) => brandOf(context.producer, user);

/**
 * E-mails a new sign-up code. A resend (`throttled`) is skipped when a code went out in the last minute (that
 * one still works); a sign-up always sends one, since it changed the data the code confirms (per-IP limited).
 */
export async function mailValidationCode(
  context: AccountMailContext,
  user: UserRow,
  throttled: boolean,
): Promise<void> {
  if (throttled && (await issuedRecently(context.db, user.id, ['email_validation'], accountMailCooldownMs))) return;
  const code = await issueValidationCode(context.db, context.producer.id, user.id);
  const mail = validationCodeMail({
    ...brand(context, user),
    code,
    expiresInMinutes: minutes(validationCodeLifetimeMs),
  });
  deliver(context, user, mail, 'validation_code');
}

/**
 * E-mails a password link: a reset (`password_reset`, /auth/password-reset) or, for a buyer's first
 * password, a first access (`first_access`, /auth/password-reset-selfcheckout).
 */
export async function mailPasswordLink(
  context: AccountMailContext,
  user: UserRow,
  firstAccess: boolean,
): Promise<void> {
  if (await issuedRecently(context.db, user.id, ['password_reset', 'first_access'], accountMailCooldownMs)) return;
  const base = await memberAreaBase(context.db, context.request, context.producer);
  if (!base) {
    context.request.log.warn('no member-area address for this producer: password link not sent');
    return;
  }
  const mail = await passwordLinkMail(context.db, base, context.producer, user, firstAccess);
  deliver(context, user, mail, firstAccess ? 'first_access' : 'password_reset');
}

/** What a first-access e-mail sent outside a request needs: the database, the app's mailer and a log. */
export interface RequestlessMailContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * E-mails a buyer's first-access link when no request is at hand (a platform's webhook, on the job queue): the
 * link's base is the producer's own (medmember_url, else its vertical's first host). Resolves once the mailer
 * stored the message (it retries it), so the caller can tell whether it was handed over.
 */
export async function mailFirstAccessLink(
  context: RequestlessMailContext,
  producer: ProducerRow,
  user: UserRow,
): Promise<void> {
  if (await issuedRecently(context.db, user.id, ['password_reset', 'first_access'], accountMailCooldownMs)) return;
  const base = await producerMemberAreaBase(context.db, producer);
  if (!base) {
    context.log.warn('no member-area address for this producer: first-access link not sent');
    return;
  }
  const mail = await passwordLinkMail(context.db, base, producer, user, true);
  await context.mailer.send({ to: user.email, ...mail });
}

async function passwordLinkMail(
  db: Database,
  base: string,
  producer: ProducerRow,
  user: UserRow,
  firstAccess: boolean,
): Promise<RenderedMail> {
  const { token } = await issueToken(db, {
    producerId: producer.id,
    userId: user.id,
    purpose: firstAccess ? 'first_access' : 'password_reset',
    ttlMs: accountLinkLifetimeMs,
  });
  const path = firstAccess ? '/auth/password-reset-selfcheckout' : '/auth/password-reset';
  const link = memberAreaLink(base, path, { token });
  return passwordResetMail({
    ...brandOf(producer, user),
    link,
    expiresInMinutes: minutes(accountLinkLifetimeMs),
    firstAccess,
  });
}

/**
 * E-mails a sign-in link to /auth/login, whose page spends it with POST /api/auth/url; `returnTo` (a path of the
 * member area, e.g. the checkout the buyer left) is where the page goes once signed in.
 */
export async function mailLoginLink(context: AccountMailContext, user: UserRow, returnTo?: string): Promise<void> {
  if (await issuedRecently(context.db, user.id, ['login_link'], accountMailCooldownMs)) return;
  const base = await memberAreaBase(context.db, context.request, context.producer);
  if (!base) {
    context.request.log.warn('no member-area address for this producer: login link not sent');
    return;
  }
  const { token } = await issueToken(context.db, {
    producerId: context.producer.id,
    userId: user.id,
    purpose: 'login_link',
    ttlMs: accountLinkLifetimeMs,
  });
  const link = memberAreaLink(base, '/auth/login', {
    token,
    email: user.email,
    ...(returnTo ? { redirect: returnTo } : {}),
  });
  deliver(
    context,
    user,
    loginLinkMail({ ...brand(context, user), link, expiresInMinutes: minutes(accountLinkLifetimeMs) }),
    'login_link',
  );
}
