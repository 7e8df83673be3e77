import type { AssistantCitation } from '@members/contract';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { apiBaseUrl } from '../../../lib/api/api-request.ts';
import { useAssistantPanel } from '../../../lib/assistant/assistant-store.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { citationTarget } from '../logic/citation-links.ts';

export interface CitationLinkProps {
  citation: AssistantCitation;
  className?: string;
  /** The accessible name (a mark's "[1]" alone would say nothing). */
  label: string;
  children: ReactNode;
}

/**
 * Opens the cited place: in the app, the panel closes and the router goes there (the learner sees the lesson);
 * a handout opens in a new tab and the panel stays. A citation without the ids of its place is plain text.
 */
export function CitationLink({ citation, className, label, children }: CitationLinkProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closePanel = useAssistantPanel((state) => state.closePanel);
  const target = citationTarget(citation, apiBaseUrl());
  if (!target) return <span className={className}>{children}</span>;
  if (target.external) {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener"
        aria-label={`${label} ${t('assistant.panel.newTab')}`}
        className={className}
      >
        {children}
      </a>
    );
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (modified) return;
    event.preventDefault();
    closePanel();
    void navigate({ href: target.href });
  };
  return (
    <a href={target.href} onClick={follow} aria-label={label} className={className}>
      {children}
    </a>
  );
}
