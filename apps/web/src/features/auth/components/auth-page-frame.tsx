import type { ReactNode } from 'react';

export interface AuthPageFrameProps {
  title: string;
  /** A line under the title (the producer's app_title_home, an instruction). */
  lead?: ReactNode;
  children: ReactNode;
}

/** The body of an auth screen inside the onboarding card: title, lead, then the form or actions. */
export function AuthPageFrame({ title, lead, children }: AuthPageFrameProps) {
  return (
    <section aria-labelledby="auth-title" className="flex flex-col gap-6 px-4 pt-2 pb-6 sm:px-8 sm:pb-8">
      <div className="flex flex-col gap-2">
        <h1 id="auth-title" className="text-2xl font-bold text-balance text-gray-900 dark:text-gray-50">
          {title}
        </h1>
        {lead ? <div className="text-base text-pretty text-gray-700 dark:text-gray-200">{lead}</div> : null}
      </div>
      {children}
    </section>
  );
}
