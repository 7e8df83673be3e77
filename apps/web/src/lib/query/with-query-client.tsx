import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient } from './query-client.ts';

type Wrapped = ComponentType<{ children: ReactNode }>;

/** The component wrapped in the app's QueryClientProvider (the layouts of the pages behind the sign-in). */
export function withQueryClient(Component: Wrapped): Wrapped {
  function WithQueryClient({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component>{children}</Component>
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
