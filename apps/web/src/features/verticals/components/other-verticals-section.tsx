import type { AlternateVerticalResponse, UserVertical } from '@members/contract';
import { Layers, MailCheck } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useAlternateVerticalMutation } from '../api/post-alternate-vertical.ts';
import { useVerticals } from '../api/post-verticals.ts';
import { verticalsErrorText } from '../verticals-error-text.ts';
import { VerticalRow } from './vertical-row.tsx';

export interface OtherVerticalsSectionProps {
  /** The signed-in learner's e-mail and account status (only a confirmed account may switch). */
  email: string;
  confirmed: boolean;
  /** The other vertical's login response; the caller stores it and goes to that site's /courses. */
  onSignedIn: (response: AlternateVerticalResponse, vertical: UserVertical) => void;
}

/**
 * "Outras especialidades": the same e-mail's accounts with other producers (several in one vertical are listed
 * apart), each with "Entrar" (spec §7). The API either signs in, or e-mails that account a link: then say so.
 */
export function OtherVerticalsSection({ email, confirmed, onSignedIn }: OtherVerticalsSectionProps) {
  const { t } = useTranslation();
  const verticals = useVerticals(confirmed);
  const enter = useAlternateVerticalMutation();
  const others = (verticals.data ?? []).filter((vertical) => !vertical.current);
  const keyOf = (vertical: UserVertical) => `${vertical.slug}/${vertical.produtor_slug}`;
  const chosen = enter.variables ? `${enter.variables.vertical}/${enter.variables.produtorSlug}` : null;
  const linkSentTo =
    enter.data?.outcome === 'link_sent' ? others.find((vertical) => keyOf(vertical) === chosen) : undefined;
  const choose = (vertical: UserVertical) =>
    enter.mutate(
      { email, vertical: vertical.slug, produtorSlug: vertical.produtor_slug },
      { onSuccess: (result) => (result.outcome === 'signed_in' ? onSignedIn(result, vertical) : undefined) },
    );

  return (
    <section
      aria-labelledby="other-verticals-title"
      aria-busy={verticals.isLoading || undefined}
      className="flex flex-col gap-3"
    >
      <h2 id="other-verticals-title" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('verticals.title')}
      </h2>
      {!confirmed ? (
        <p className="text-sm text-gray-700 dark:text-gray-200">{t('verticals.needsConfirmation')}</p>
      ) : verticals.isLoading ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : others.length === 0 ? (
        <p className="flex items-start gap-2 text-sm text-gray-700 dark:text-gray-200">
          <Layers aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('verticals.empty')}
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-700 dark:text-gray-200">{t('verticals.description')}</p>
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {others.map((vertical) => (
              <VerticalRow
                key={keyOf(vertical)}
                vertical={vertical}
                pending={enter.isPending && chosen === keyOf(vertical)}
                disabled={enter.isPending}
                onEnter={() => choose(vertical)}
              />
            ))}
          </ul>
        </>
      )}
      {enter.data?.outcome === 'link_sent' ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-gray-300 bg-gray-50 p-3 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-50"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('verticals.linkSent', { email: enter.data.email, producer: linkSentTo?.produtor ?? '' })}
        </p>
      ) : null}
      {enter.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {verticalsErrorText(t, enter.error)}
        </p>
      ) : null}
    </section>
  );
}
