import type { User } from '@members/contract';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { EmailChangeDialog } from './email-change-dialog.tsx';
import { controlClass, FormField } from './form-field.tsx';

export interface EmailFieldProps {
  user: User;
  /** The change was confirmed: the user with the new address. */
  onChanged: (user: User) => void;
}

/**
 * The profile's e-mail: shown, not edited in place (a new address needs the password and a code sent to it):
 * "Alterar e-mail" opens the dialog. A pending account cannot change it yet.
 */
export function EmailField({ user, onChanged }: EmailFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pending = user.status === 'pendente';
  return (
    <FormField label={t('profile.form.email')} hint={pending ? t('profile.form.emailLocked') : undefined}>
      {(aria) => (
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            className={`${controlClass} read-only:bg-gray-100 dark:read-only:bg-gray-800`}
            type="email"
            value={user.email}
            readOnly
            disabled={pending}
            {...aria}
          />
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="secondary" disabled={pending} className="shrink-0">
                <Mail aria-hidden="true" className="size-5" />
                {t('profile.emailChange.open')}
              </Button>
            </DialogTrigger>
            {open ? (
              <EmailChangeDialog currentEmail={user.email} onChanged={onChanged} onDone={() => setOpen(false)} />
            ) : null}
          </Dialog>
        </div>
      )}
    </FormField>
  );
}
