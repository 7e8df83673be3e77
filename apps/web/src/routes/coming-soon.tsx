import { useMatches } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/coming-soon/index.ts';

/** Every route whose feature comes with a later issue: the shared "Em breve" page for its area. */
export function ComingSoonRoute() {
  const area = useMatches({ select: (matches) => matches.at(-1)?.staticData.area });
  return <ComingSoonPage area={area ?? 'home'} />;
}
