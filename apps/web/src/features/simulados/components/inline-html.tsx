import { useMemo } from 'react';
import { sanitizeHtml } from '../../../components/rich-text/index.ts';

/** Short rich text inside a line (an alternative, an explanation): sanitized, e.g. "CO<sub>2</sub>". */
export function InlineHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <span className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
