import { DEFAULT_LANGUAGE, isRtl, type Language } from '@sufra/domain';
import type { SliceCreator } from './types';

export interface UiState {
  language: Language;
  /** RTL holds exactly when the language is ar (spec section 4). */
  isRTL: boolean;
  theme: 'light' | 'dark';
  showAnimations: boolean;
  soundEnabled: boolean;
  isOnline: boolean;
  activeModal: string | null;
}

const DEFAULT_UI: UiState = {
  language: DEFAULT_LANGUAGE,
  isRTL: isRtl(DEFAULT_LANGUAGE),
  theme: 'light',
  showAnimations: true,
  soundEnabled: true,
  isOnline: true,
  activeModal: null,
};

export interface UiActions {
  setLanguage(language: Language): void;
  setOnline(isOnline: boolean): void;
  openModal(id: string): void;
  closeModal(): void;
}

export const createUiSlice: SliceCreator<{ ui: UiState } & UiActions> = (set) => ({
  ui: DEFAULT_UI,
  setLanguage: (language) => set((state) => ({ ui: { ...state.ui, language, isRTL: isRtl(language) } })),
  setOnline: (isOnline) => set((state) => ({ ui: { ...state.ui, isOnline } })),
  openModal: (activeModal) => set((state) => ({ ui: { ...state.ui, activeModal } })),
  closeModal: () => set((state) => ({ ui: { ...state.ui, activeModal: null } })),
});
