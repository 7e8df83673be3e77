import type { ProducerBranding, VerticalPublic } from '@members/contract';
import { createContext, useContext } from 'react';

export interface ShellState {
  /** The current producer's branding; null when there is none. */
  producer: ProducerBranding | null;
  /** The vertical picked from the host name; null when none matched. */
  vertical: VerticalPublic | null;
}

export const ShellContext = createContext<ShellState>({ producer: null, vertical: null });

export function useShell(): ShellState {
  return useContext(ShellContext);
}
