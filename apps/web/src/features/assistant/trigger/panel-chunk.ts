/**
 * A hop between the header and the panel: the bundler writes the list of the chunks a dynamic import needs
 * (about twenty for the panel: the dialog library, the contract's schemas ...) where the import is. Written in the
 * layout's chunk, those random names cost ~200 bytes of gzip on every signed-in first paint; here, in a chunk of
 * its own that loads on the first open (or the trigger's hover / focus), they cost one more small request then.
 */
export const importAssistantPanel = () => import('../components/assistant-panel.tsx');
