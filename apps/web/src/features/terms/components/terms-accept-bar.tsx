import type { TermsResponse, User } from '@members/contract';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useTermsAcceptMutation } from '../api/post-terms-accept.ts';

/** The bar under the terms, kept in view at the bottom: "Aceitar e continuar" (or "Continuar"). */
export function TermsAcceptBar({
  terms,
  onAccepted,
}: {
  terms: TermsResponse;
  onAccepted: (user: User | null) => void;
}) {
  const { t } = useTranslation();
  const accept = useTermsAcceptMutation();
  const pending = accept.isPending || accept.isSuccess;
  const act = () => {
    if (terms.accepted) onAccepted(null);
    else accept.mutate({ version: terms.version }, { onSuccess: ({ user }) => onAccepted(user) });
  };
  return (
    <div className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-t border-gray-200 bg-gray-50/95 px-4 py-4 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
      {terms.accepted ? <p className="text-sm text-gray-700 dark:text-gray-200">{t('terms.accepted')}</p> : null}
      {accept.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {translateError(t, accept.error)}
        </p>
      ) : null}
      <Button onClick={act} disabled={pending} aria-busy={pending} className="w-full sm:w-auto sm:self-end">
        {pending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        ) : null}
        {terms.accepted ? t('terms.continue') : t('terms.accept')}
      </Button>
    </div>
  );
}
