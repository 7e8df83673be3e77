import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

/** Rich text from the API (a question's statement), sanitized, in readable type: paragraphs, lists, images. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={`space-y-3 leading-relaxed [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
