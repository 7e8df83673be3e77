import type { ComponentType } from 'react';
import { loadCatalogAreas } from '../../../lib/i18n/index.ts';

let loading: Promise<{ AssistantPanel: ComponentType }> | null = null;

/**
 * The panel's chunk (dialog library, the contract's schemas, the conversation) and its messages (the `areas`
 * catalog, which the core-only /courses has not loaded), fetched once: on the first open, or earlier when the
 * pointer rests on the trigger or it takes focus. A failure is forgotten so the next open tries again.
 */
export function loadAssistantPanel() {
  loading ??= Promise.all([
    import('./panel-chunk.ts').then((chunk) => chunk.importAssistantPanel()),
    loadCatalogAreas(),
  ]).then(
    ([module]) => module,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Warms the chunk without waiting for it (a prefetch's failure is retried by the real open). */
export function prefetchAssistantPanel(): void {
  loadAssistantPanel().catch(() => undefined);
}
