import { useRouterState } from '@tanstack/react-router';

/** `aria-current` for a nav item that is also current under a path prefix (TanStack's active match is per path). */
export function usePrefixCurrent(prefix: string | undefined): { 'aria-current'?: 'page' } {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return prefix !== undefined && pathname.startsWith(prefix) ? { 'aria-current': 'page' } : {};
}
