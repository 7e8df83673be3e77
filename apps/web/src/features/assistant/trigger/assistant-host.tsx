import { useEffect, useState, type ComponentType } from 'react';
import { useAssistantPanel } from '../../../lib/assistant/assistant-store.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/toast/index.ts';
import { loadAssistantPanel } from './load-panel.ts';

/**
 * Where the assistant's panel lives in a signed-in layout: nothing until it is first opened (the header's trigger
 * or a page's "Pergunte à {nome}"), then the panel, kept mounted so a conversation survives closing it. Loaded by
 * hand, not with React.lazy: a chunk that fails (offline) closes the panel with a toast, and the next open retries,
 * instead of throwing into the layout.
 */
export function AssistantHost() {
  const { t } = useTranslation();
  const open = useAssistantPanel((state) => state.open);
  const closePanel = useAssistantPanel((state) => state.closePanel);
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!open || Panel) return;
    let live = true;
    loadAssistantPanel().then(
      (module) => {
        if (live) setPanel(() => module.AssistantPanel);
      },
      (error: unknown) => {
        console.error('[assistant] The panel failed to load.', error);
        if (!live) return;
        closePanel();
        showToast({ message: t('errors.common.network'), type: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [open, Panel, closePanel, t]);
  return Panel ? <Panel /> : null;
}
