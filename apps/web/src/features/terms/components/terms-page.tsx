import type { TermsResponse, User } from '@members/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { TermsAcceptBar } from './terms-accept-bar.tsx';
import { dateTimeFormat } from '../../../lib/format/index.ts';

export interface TermsPageProps {
  terms: UseQueryResult<TermsResponse>;
  /** After acceptance (or "Continuar" when already accepted), with the updated user when there is one. */
  onAccepted: (user: User | null) => void;
}

/** Blank lines separate the paragraphs of the terms body (plain text). */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** /terms: the producer's current terms to read, then "Aceitar e continuar". */
export function TermsPage({ terms, onAccepted }: TermsPageProps) {
  const { t, i18n } = useTranslation();
  if (terms.isPending) {
    return (
      <div className="flex flex-col gap-4 px-4 py-8" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-4 w-full" />
        ))}
      </div>
    );
  }
  if (terms.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4 px-4 py-8 text-gray-900 dark:text-gray-50">
        <h1 className="text-2xl font-bold">{t('terms.loadFailed')}</h1>
        <p>{translateError(t, terms.error)}</p>
        <Button onClick={() => void terms.refetch()}>{t('terms.retry')}</Button>
      </div>
    );
  }
  const { title, body, published_at: publishedAt } = terms.data;
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(publishedAt));
  return (
    <article aria-labelledby="terms-title" className="flex flex-col gap-6 px-4 pt-6 text-gray-900 dark:text-gray-50">
      <header className="flex flex-col gap-1">
        <h1 id="terms-title" className="text-2xl font-bold text-balance md:text-3xl">
          {title}
        </h1>
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('terms.publishedAt', { date })}</p>
      </header>
      <div className="flex max-w-prose flex-col gap-4 text-base leading-relaxed text-gray-800 dark:text-gray-200">
        {paragraphsOf(body).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
      <TermsAcceptBar terms={terms.data} onAccepted={onAccepted} />
    </article>
  );
}
