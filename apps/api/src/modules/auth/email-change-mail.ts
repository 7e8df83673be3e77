import type { UserRow } from '../../db/schema/index.ts';
import {
  emailChangeCodeMail,
  emailChangedMail,
  emailChangeRequestedMail,
  emailInUseMail,
  type RenderedMail,
} from '../../mail/templates/index.ts';
import type { AccountMailContext } from './account-mail.ts';
import { codeLifetimeMs } from './one-time-codes.service.ts';

/** The e-mails of an e-mail change: the code to the new address, notices to the current one and to a taken one. */

function brand(context: AccountMailContext, userName: string) {
  return { producerName: context.producer.nome, primaryColor: context.producer.app_primary_color, userName };
}

function deliver(context: AccountMailContext, to: string, mail: RenderedMail, kind: string): void {
  context.send({ to, ...mail }, kind);
}

export function mailEmailChangeCode(context: AccountMailContext, user: UserRow, newEmail: string, code: string): void {
  const mail = emailChangeCodeMail({
    ...brand(context, user.nome),
    code,
    expiresInMinutes: Math.round(codeLifetimeMs.email_change / 60_000),
  });
  deliver(context, newEmail, mail, 'email_change_code');
}

/** To the owner of an address another account asked to move to (greeted by their own name). */
export function mailEmailInUse(context: AccountMailContext, holder: UserRow): void {
  deliver(context, holder.email, emailInUseMail(brand(context, holder.nome)), 'email_change_in_use');
}

export function mailEmailChangeRequested(context: AccountMailContext, user: UserRow, newEmail: string): void {
  deliver(
    context,
    user.email,
    emailChangeRequestedMail({ ...brand(context, user.nome), newEmail }),
    'email_change_requested',
  );
}

/** To the previous address, once the change is applied. */
export function mailEmailChanged(context: AccountMailContext, previous: UserRow, newEmail: string): void {
  deliver(context, previous.email, emailChangedMail({ ...brand(context, previous.nome), newEmail }), 'email_changed');
}
