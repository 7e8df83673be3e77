export { applyColorMode, initColorMode, resolveColorMode, systemColorMode } from './apply-color-mode.ts';
export {
  colorModes,
  colorModeStoreId,
  useColorModeStore,
  type ColorMode,
  type ColorModeState,
  type ResolvedColorMode,
} from './color-mode-store.ts';
export { useForcedColorMode } from './use-forced-color-mode.ts';
