/** Accessibility widget constants (spec 1 sections 2 and 9). */
export const ACCESSIBILITY_STORAGE_KEY = 'accessibilityPreferences';
export const TEXT_SIZE_MIN = 0.8;
export const TEXT_SIZE_MAX = 1.5;
export const TEXT_SIZE_STEP = 0.1;
export const TEXT_SIZE_DEFAULT = 1;
export const CONTRAST_MODES = ['default', 'high', 'negative'] as const;
export type ContrastMode = (typeof CONTRAST_MODES)[number];

/** Saved under exactly these field names. */
export interface AccessibilityPreferences {
  textSizeMultiplier: number;
  currentContrast: ContrastMode;
  reduceMotion: boolean;
  showReadingGuide: boolean;
}

export const DEFAULT_ACCESSIBILITY_PREFERENCES: AccessibilityPreferences = {
  textSizeMultiplier: TEXT_SIZE_DEFAULT,
  currentContrast: 'default',
  reduceMotion: false,
  showReadingGuide: false,
};
