import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const colorModes = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof colorModes)[number];
export type ResolvedColorMode = Exclude<ColorMode, 'system'>;

export interface ColorModeState {
  /** The learner's choice, persisted in localStorage under the store id `color-mode`. */
  preference: ColorMode;
  /** Set while a page forces a mode (e.g. /terms is always dark); never persisted. */
  forced: ResolvedColorMode | null;
  setPreference: (preference: ColorMode) => void;
  setForced: (forced: ResolvedColorMode | null) => void;
}

export const colorModeStoreId = 'color-mode';

export const useColorModeStore = create<ColorModeState>()(
  persist(
    (set) => ({
      preference: 'system',
      forced: null,
      setPreference: (preference) => set({ preference }),
      setForced: (forced) => set({ forced }),
    }),
    {
      name: colorModeStoreId,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ preference }) => ({ preference }),
    },
  ),
);
