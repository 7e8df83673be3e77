import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { forgetFirstScreen } from '../first-screen.ts';
import { errorMessageOf, isCrawler, isNotFoundError } from './error-kind.ts';

export interface ErrorScreenProps {
  error: unknown;
  /** 'Go Back': clears the error and goes to / (through the router, or a full load outside it). */
  onGoBack: () => void | Promise<void>;
}

/**
 * Fallback error screen (spec §2, §8): 404 → 'This page could not be found', otherwise 'An error occurred';
 * the broken-link text; 'Go Back' clears the error and goes to /. The technical message ('Page Not Found:
 * /rota') goes to the console, never to the learner. Crawlers get nothing rendered: only the log.
 */
export function ErrorScreen({ error, onGoBack }: ErrorScreenProps) {
  const { t } = useTranslation();
  const crawler = isCrawler(navigator.userAgent);

  // A screen the server drew (app/first-screen.ts) must not stay over the error.
  useLayoutEffect(() => forgetFirstScreen(), []);

  useEffect(() => {
    const label = crawler ? '[error screen skipped for crawler]' : '[error screen]';
    console.error(label, errorMessageOf(error) ?? '', error);
  }, [crawler, error]);

  if (crawler) return null;

  const notFound = isNotFoundError(error);

  return (
    <section
      role="alert"
      aria-labelledby="error-screen-title"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
      data-testid="error-screen"
    >
      <p className="text-6xl font-black text-brand" aria-hidden="true">
        {notFound ? '404' : '!'}
      </p>
      <h1 id="error-screen-title" className="text-2xl font-bold text-gray-900 dark:text-gray-50">
        {notFound ? t('errorScreen.notFoundTitle') : t('errorScreen.errorTitle')}
      </h1>
      <p className="text-base text-pretty text-gray-700 dark:text-gray-200">{t('errorScreen.description')}</p>
      <button
        type="button"
        onClick={() => void onGoBack()}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 font-semibold text-brand-foreground focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-gray-950"
      >
        {t('errorScreen.goBack')}
      </button>
    </section>
  );
}
